import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { planKeyword, suggestTitles } from '@yizhan/search/testing';
import { CAMPUS, searchKit } from './search.test-kit';

const t = useTestApp();
const kit = searchKit(t);

describe('suggested titles', () => {
  it('ranks titles starting with what is typed first, then the most used, from at most cap + 1 of each kind', async () => {
    await kit.addApp('琴房预约', { hits: 5 });
    await kit.addApp('琴谱借阅', { hits: 50 });
    await kit.addApp('钢琴课程报名', { hits: 500 });
    await kit.addApp('古琴社团招新', { hits: 900 });
    // The first search indexes the queued services.
    expect(kit.total(await kit.search('琴'), 'service')).toBe(4);
    const scope = { fid: CAMPUS, kinds: ['service' as const, 'news' as const], uid: null, userType: null };
    const titles = async (cap: number) =>
      (await suggestTitles(t.database.db, scope, planKeyword('琴'), 10, cap)).map((row) => row.title);
    expect(await titles(200)).toEqual(['琴谱借阅', '琴房预约', '古琴社团招新', '钢琴课程报名']);
    // Bounded (the first character typed is held by thousands of titles): a kind gives at most cap + 1 matches.
    expect(await titles(1)).toHaveLength(2);
  });
});
