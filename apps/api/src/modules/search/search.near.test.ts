import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { apps } from '../service-hall/service-hall.table';
import { CAMPUS, searchKit } from './search.test-kit';
import { drainSearchQueue } from '@yizhan/search';
import { forgetTitles, nearTitles, planKeyword } from '@yizhan/search/testing';

const t = useTestApp();
const kit = searchKit(t);

// A typo of 翡翠湖皮划艇 (糊 for 湖): it finds nothing, and five of its six characters are in each title below.
const TYPO = '翡翠糊皮划艇';
const TITLES = ['翡翠湖皮划艇报名', '翡翠湖皮划艇签到', '翡翠湖皮划艇评价'];

/** The database, counting the reads of the kept titles (the only `select` near-spelling builds). */
function countingSelects(db: Db) {
  const counted = { selects: 0 };
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'select') counted.selects += 1;
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
  return { db: proxy, counted };
}

afterEach(() => {
  vi.restoreAllMocks();
  forgetTitles(t.database.db);
});

describe('near titles for a typo (kept titles, checked live)', () => {
  it('never offers a title renamed, hidden or removed since the titles were read', async () => {
    const ids: number[] = [];
    for (const title of TITLES) ids.push(await kit.addApp(title));
    const guest = await kit.search(TYPO);
    expect(guest.total).toBe(0);
    expect(guest.suggestions).toEqual(expect.arrayContaining(TITLES));

    const db = t.database.db;
    await db.update(apps).set({ name: '独木舟报名' }).where(eq(apps.id, ids[0]!));
    await db.update(apps).set({ visitorVisible: false }).where(eq(apps.id, ids[1]!));
    await db.delete(apps).where(eq(apps.id, ids[2]!));
    // The search indexes the queued changes itself; the kept titles are a minute old at most and not read again.
    const after = await kit.search(TYPO);
    expect(after.suggestions).not.toContain(TITLES[0]);
    expect(after.suggestions).not.toContain(TITLES[1]);
    expect(after.suggestions).not.toContain(TITLES[2]);
    // Hidden from guests only: a student still finds it, and is offered it.
    const student = await kit.search(TYPO, await kit.login('2023001'));
    expect(student.suggestions).toContain(TITLES[1]);
    expect(student.suggestions).not.toContain(TITLES[0]);
  });

  it('reads the titles once a minute, not when the index changes, and a stale read answers while the next loads', async () => {
    for (const title of TITLES) await kit.addApp(title);
    await drainSearchQueue(t.database.db);
    const { db, counted } = countingSelects(t.database.db);
    const scope = { fid: CAMPUS, kinds: ['service' as const, 'system' as const], uid: null, userType: null };
    const near = () => nearTitles(db, scope, planKeyword(TYPO), 5);
    expect(await near()).toEqual(expect.arrayContaining(TITLES));
    expect(counted.selects).toBe(1);

    // Another service near the typo: the index changes, the kept titles do not.
    await kit.addApp('翡翠湖皮划艇集合');
    await drainSearchQueue(t.database.db);
    expect(await near()).not.toContain('翡翠湖皮划艇集合');
    expect(counted.selects).toBe(1);

    // A minute later: the kept titles answer once more while they are read again, then the new ones answer.
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    expect(await near()).not.toContain('翡翠湖皮划艇集合');
    expect(counted.selects).toBe(2);
    await vi.waitFor(async () => expect(await near()).toContain('翡翠湖皮划艇集合'));
    expect(counted.selects).toBe(2);
  });

  it('offers the near title of a typo that finds other results but no service (校园咔 for 校园卡)', async () => {
    const typo = await kit.search('校园咔');
    // 校园 is in news and guides: the typo finds those, and no service or system.
    expect(typo.total).toBeGreaterThan(0);
    expect(kit.total(typo, 'service')).toBe(0);
    // Its sound is 校园卡's (a pinyin keyboard's typo): those come first, before 校园网 that shares as many characters.
    expect(typo.suggestions.length).toBeGreaterThan(0);
    expect(typo.suggestions[0]).toMatch(/^校园卡/);
    // Every character mistyped, the sound right: still 校园卡.
    expect((await kit.search('笑圆咔')).suggestions[0]).toMatch(/^校园卡/);
    // A search that finds a service offers nothing: no near titles are worked out for it.
    const found = await kit.search('校园卡');
    expect(kit.total(found, 'service')).toBeGreaterThan(0);
    expect(found.suggestions).toEqual([]);
  });
});
