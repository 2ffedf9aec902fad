import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { apps } from '../service-hall/service-hall.table';
import { newsArticles } from '../news/news.table';
import { searchKit } from './search.test-kit';
import { refreshSearchPopularity } from '@yizhan/search';

const t = useTestApp();
const kit = searchKit(t);

const version = async () =>
  Number(
    (
      (await t.database.db.execute(sql`SELECT last_value FROM search_index_version`)) as unknown as {
        rows: { last_value: string | number }[];
      }
    ).rows[0]!.last_value,
  );

describe('popularity follows use (ADR 036)', () => {
  it('a click or a view moves the ranking once popularity is refreshed; nothing moved, nothing written', async () => {
    await kit.addApp('鹭岛研学证明开具', { hits: 10 });
    const busy = await kit.addApp('鹭岛研学证明补办', { hits: 5 });
    await kit.addNews('鹭岛研学营开营', '研学营今日开营。', 50);
    const newer = await kit.addNews('鹭岛研学营结营', '研学营今日结营。', 40);
    expect(kit.titles(await kit.search('鹭岛研学'), 'service')).toEqual(['鹭岛研学证明开具', '鹭岛研学证明补办']);
    expect(kit.titles(await kit.search('鹭岛研学'), 'news')).toEqual(['鹭岛研学营开营', '鹭岛研学营结营']);

    // Clicks and views are counted without re-indexing (no queue row, no new version).
    await t.database.db.update(apps).set({ hits: 500 }).where(eq(apps.id, busy));
    await t.database.db.update(newsArticles).set({ views: 900 }).where(eq(newsArticles.id, newer));
    const before = await version();
    expect(await refreshSearchPopularity(t.database.db)).toBe(2);
    expect(await version()).toBeGreaterThan(before);
    expect(kit.titles(await kit.search('鹭岛研学'), 'service')).toEqual(['鹭岛研学证明补办', '鹭岛研学证明开具']);
    expect(kit.titles(await kit.search('鹭岛研学'), 'news')).toEqual(['鹭岛研学营结营', '鹭岛研学营开营']);

    const settled = await version();
    expect(await refreshSearchPopularity(t.database.db)).toBe(0);
    expect(await version()).toBe(settled);
  });
});
