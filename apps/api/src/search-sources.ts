import { wireSearch } from '@yizhan/search';
import { executePlanned, type Db } from './db/client';
import { listHotKeywords } from './modules/home';
import { infoCenterSearchSource } from './modules/info-center';
import { listMenus } from './modules/navigation';
import { searchPagesOf } from './modules/navigation';
import { newsSearchSource } from './modules/news';
import { serviceHallSearchSource } from './modules/service-hall';
import { threeListSearchSource } from './modules/three-list';
import { listUnitIds } from './modules/units';

/**
 * The portal's search, wired (ADR 060): each feature's search source — in the order a full rebuild indexes them —
 * and what other features decide for it: the menus that hide a kind, the hot terms, the units, the planned statements (ADR 045). Called by buildApp and by the tools that index without a server.
 */
export function wirePortalSearch(): void {
  wireSearch({
    sources: [serviceHallSearchSource, newsSearchSource, infoCenterSearchSource, threeListSearchSource],
    pagesOf: (db: Db, fid, viewer) => searchPagesOf((unit) => listMenus(db, unit, 'pc'))(fid, viewer),
    hotTerms: async (db: Db, fid, limit) => (await listHotKeywords(db, fid, limit)).map((row) => row.keyword),
    unitIds: listUnitIds,
    executePlanned,
  });
}
