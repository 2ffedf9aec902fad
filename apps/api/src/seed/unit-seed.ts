import type { SynonymRule } from '@yizhan/search';
import type { units, globalConfigs } from '../schema';
import type { campusMobileMenus, campusPcMenus } from './menus';
import type { campusAccounts, campusQuickNavigations } from './accounts';
import type { Catalogue } from './service-hall';
import type { HomeContentSeed } from './home';
import type { HomeLayoutSeed } from './home-modules';

// The shape of one demo unit, apart from the units themselves (units.ts) so that the parts they are built from
// (demo-sign-in.ts) can name it without importing them.

type UnitInsert = typeof units.$inferInsert;
type GlobalConfigInsert = Omit<typeof globalConfigs.$inferInsert, 'fid'>;

/** Everything the seed writes for one unit. */
export interface UnitSeed {
  unit: UnitInsert;
  domains: string[];
  color: string;
  labelName: string;
  globalConfig: GlobalConfigInsert;
  links: { name: string; url: string }[];
  media: { name: string; image: string; url: string }[];
  banners: { title: string; image: string; mobileImage: string; link: string }[];
  intelligence?: { type: number; code: string; accessToken: string; link: string };
  contentCategories: { name: string; showType: number }[];
  pcMenus: typeof campusPcMenus;
  mobileMenus: typeof campusMobileMenus;
  /** User types that see the menus when signed in (empty: every signed-in user). */
  menuRoles: string[];
  accounts: typeof campusAccounts;
  quickNavigations: typeof campusQuickNavigations;
  /** The service hall and business systems (服务大厅、业务系统). */
  serviceCatalogue: Catalogue;
  /** Its home-page modules, the same on every template (home-modules.ts). */
  homeModules: HomeLayoutSeed;
  /** Home content: tools, theme cards, news, specials, recommendations, hot keywords, visits. */
  homeContent: HomeContentSeed;
  /** Synonyms of its search (同义词, ADR 052). */
  searchSynonyms: SynonymRule[];
  /** A loginType 2 unit's trusted app: where API codes are verified, with the portal's credentials (ADR 041). */
  apiLogin?: { verifyUrl: string; clientId: string; clientSecret: string };
}
