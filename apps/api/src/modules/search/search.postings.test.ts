import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { useTestApp } from '../../test/test-app';
import { apps } from '../service-hall/service-hall.table';
import { users } from '../users/users.table';
import { freshIndex, refreshSearchPopularity, search } from '@yizhan/search';
import { analyseTitle, searchEntries, searchPostings } from '@yizhan/search/testing';
import { CAMPUS, searchKit, storeBefore } from './search.test-kit';

// The ranked postings of ADR 049: written by triggers on search_entries, read by a two-character keyword's ranking.

type Posting = typeof searchPostings.$inferSelect;

/** A posting as one comparable line. */
const lineOf = (p: Posting) =>
  [
    p.entryId,
    p.fid,
    p.kind,
    p.gram,
    p.tier,
    p.relevance,
    p.popularity,
    p.date?.toISOString(),
    p.visitorVisible,
    p.roles,
  ]
    .map(String)
    .join(' ');

/**
 * The postings the index should hold, worked out in JavaScript from each entry: every two-character piece of its
 * title, keyed as the ranking keys a keyword that is the piece (search.repository.ts matchesOf) — the title is the
 * piece (3) or holds it (2); the share it covers, floor((20 × 2 + chars) / (2 × chars)), plus 10 when it starts it.
 */
async function expectedPostings(db: Db): Promise<string[]> {
  const entries = await db.select().from(searchEntries);
  return entries
    .filter((entry) => entry.kind !== 'notice' && entry.ownerUid === null)
    .flatMap((entry) => {
      const title = entry.title.toLowerCase();
      const chars = Math.max(1, [...entry.title].length);
      const pieces = analyseTitle(entry.title).terms.filter((term) => [...term].length === 2);
      return pieces.map((gram) =>
        lineOf({
          entryId: entry.id,
          fid: entry.fid,
          kind: entry.kind,
          gram,
          tier: title === gram ? 3 : 2,
          relevance: Math.floor((40 + chars) / (2 * chars)) + (title.startsWith(gram) ? 10 : 0),
          popularity: entry.popularity,
          date: entry.date,
          visitorVisible: entry.visitorVisible,
          roles: entry.roles,
        }),
      );
    })
    .sort();
}

/** The postings the triggers wrote, in the same form. */
const writtenPostings = async (db: Db): Promise<string[]> =>
  (await db.select().from(searchPostings)).map(lineOf).sort();

const t = useTestApp();
const kit = searchKit(t);
const guest = { uid: null, userType: null };

describe('search postings (ADR 049)', () => {
  beforeAll(async () => freshIndex(t.database.db), 60_000);

  it('hold every two-character title piece of every entry but notices, with the ranking’s keys', async () => {
    const written = await writtenPostings(t.database.db);
    expect(written.length).toBeGreaterThan(1_000);
    expect(written).toEqual(await expectedPostings(t.database.db));
  });

  it('follow the entries whoever writes them: a new service, a popularity refresh, a rename, a removal', async () => {
    const { db } = t.database;
    const id = await kit.addApp('璇玑星图查询', { hits: 5 });
    await freshIndex(db);
    const mine = async () => (await writtenPostings(db)).filter((line) => line.includes(' 璇玑 '));
    expect(await mine()).toHaveLength(1);
    await db.update(apps).set({ hits: 77 }).where(eq(apps.id, id));
    expect(await refreshSearchPopularity(db)).toBeGreaterThan(0);
    expect((await mine())[0]).toContain(' 77 ');
    await db.update(apps).set({ name: '星图查询' }).where(eq(apps.id, id));
    await freshIndex(db);
    expect(await mine()).toEqual([]);
    await db.delete(apps).where(eq(apps.id, id));
    await freshIndex(db);
    expect((await writtenPostings(db)).filter((line) => line.includes(' 星图 '))).toEqual([]);
    expect(await writtenPostings(db)).toEqual(await expectedPostings(db));
  });

  it('rank a capped two-character word’s real first matches, for each viewer', async () => {
    const { db } = t.database;
    // Added worst first: the GIN path, which ranked the first `cap + 1` matches its bitmap gave (the table's
    // order), would rank three of the twelve of another library before reaching 「琅嬛」 itself.
    for (let n = 1; n <= 12; n += 1) await kit.addApp(`馆藏琅嬛阁旧籍第${n}册`, { hits: n });
    await kit.addApp('琅嬛阁古籍检索', { hits: 3 });
    await kit.addApp('琅嬛', { hits: 0 });
    await kit.addApp('琅嬛阁教师专用', { roles: ['TEACHER'], visitorVisible: false, hits: 999 });
    const [teacherRow] = await db
      .select({ uid: users.uid, userType: users.userType })
      .from(users)
      .where(and(eq(users.fid, CAMPUS), eq(users.username, 'T1001')));
    const request = { keyword: '琅嬛', kind: 'service' as const, page: 1, pageSize: 10 };
    const ranked = async (viewer: { uid: number | null; userType: string | null }) => {
      const [group] = (await search(db, CAMPUS, viewer, request, { cap: 2 })).groups;
      return { total: group!.total, capped: group!.totalCapped, titles: group!.list.map((hit) => hit.title) };
    };
    expect(await ranked(guest)).toEqual({ total: 2, capped: true, titles: ['琅嬛', '琅嬛阁古籍检索'] });
    expect(await ranked(teacherRow!)).toEqual({ total: 2, capped: true, titles: ['琅嬛', '琅嬛阁教师专用'] });
    // A student is not a teacher: the teachers' service stays out of their ranking however popular it is.
    const student = { uid: teacherRow!.uid, userType: 'STUDENT' };
    expect(await ranked(student)).toEqual({ total: 2, capped: true, titles: ['琅嬛', '琅嬛阁古籍检索'] });
    // Under the cap the postings give every title match in rank order: the title itself, the one starting with
    // it, then the most used.
    const all = (await search(db, CAMPUS, guest, request)).groups[0]!;
    expect(all.total).toBe(14);
    expect(all.list.slice(0, 4).map((hit) => hit.title)).toEqual([
      '琅嬛',
      '琅嬛阁古籍检索',
      '馆藏琅嬛阁旧籍第12册',
      '馆藏琅嬛阁旧籍第11册',
    ]);
  });
});

describe('a kind ranked from its postings (ADR 049, session 24)', () => {
  it('lists the titles in the postings’ order, then the other body matches, most used first, at any cap and page', async () => {
    const { db } = t.database;
    // Title matches: the title itself, one starting with the word, two holding it (the more used first).
    await kit.addApp('馆藏璇玑图', { hits: 40 });
    await kit.addApp('璇玑图检索', { hits: 1 });
    await kit.addApp('璇玑', { hits: 0 });
    await kit.addApp('旧藏璇玑图', { hits: 50 });
    // Body matches: more used than every title, ranked after them all; one a guest may not see.
    await kit.addApp('星象展', { summary: '展品：璇玑。', hits: 5 });
    await kit.addApp('古籍导览', { summary: '展品：璇玑。', hits: 100 });
    await kit.addApp('教师星图', { summary: '展品：璇玑。', hits: 500, visitorVisible: false });
    await freshIndex(db);
    const listed = async (cap: number | undefined, page = 1, pageSize = 10) => {
      const request = { keyword: '璇玑', kind: 'service' as const, page, pageSize };
      const [group] = (await search(db, CAMPUS, guest, request, cap ? { cap } : {})).groups;
      return { total: group!.total, capped: group!.totalCapped, titles: group!.list.map((hit) => hit.title) };
    };
    const ranked = ['璇玑', '璇玑图检索', '旧藏璇玑图', '馆藏璇玑图', '古籍导览', '星象展'];
    expect(await listed(undefined)).toEqual({ total: 6, capped: false, titles: ranked });
    expect(await listed(undefined, 2, 4)).toEqual({ total: 6, capped: false, titles: ranked.slice(4) });
    // Titles past the cap: no body is read. Bodies past it: the most used of those read.
    expect(await listed(3)).toEqual({ total: 3, capped: true, titles: ranked.slice(0, 3) });
    expect(await listed(5)).toEqual({ total: 5, capped: true, titles: ranked.slice(0, 5) });
    expect(await listed(5, 2, 3)).toEqual({ total: 5, capped: true, titles: ranked.slice(3, 5) });
  });
});

describe('migration 0033: the postings of an index built before it', () => {
  const store = storeBefore('0033_search_postings');

  it('are written for every entry already there, and emptied with the index', async () => {
    const { db, upgrade, close } = await store.open();
    await freshIndex(db);
    expect((await db.select().from(searchEntries)).length).toBeGreaterThan(100);

    await upgrade();

    const written = await writtenPostings(db);
    expect(written.length).toBeGreaterThan(1_000);
    expect(written).toEqual(await expectedPostings(db));
    // Emptying the index empties them too (a TRUNCATE fires no row trigger).
    await db.execute(sql`TRUNCATE search_entries`);
    expect(await writtenPostings(db)).toEqual([]);
    await close();
  }, 60_000);
});
