import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db } from './db';
import { intArray, rowsOf } from '@yizhan/server-kit';
import { visibleTo, type SearchScope } from './conditions';
import { keptByUnit } from './kept-reads';
import { searchEntries } from './table';
import { pinyinGrams, pinyinOf, type KeywordPlan } from './text';
import type { SearchKind } from '@yizhan/contracts';

/** How long a unit's service and system titles are kept before they are read again (in the background). */
const TITLES_TTL_MS = 60_000;
/** Near titles checked against the live index for each one offered: a few removed since the read leave enough. */
const CHECKED_PER_OFFERED = 4;

interface TitleRow {
  kind: string;
  /** The record's id: an entry's own id changes each time its record is indexed again. */
  sourceId: number;
  title: string;
  /** The title in lowercase, as keywords are. */
  folded: string;
  pinyin: string;
  visitorVisible: boolean;
  roles: string[];
  popularity: number;
}

function readTitles(db: Db, fid: number): Promise<TitleRow[]> {
  return db
    .select({
      kind: searchEntries.kind,
      sourceId: searchEntries.sourceId,
      title: searchEntries.title,
      pinyin: searchEntries.pinyin,
      visitorVisible: searchEntries.visitorVisible,
      roles: searchEntries.roles,
      popularity: searchEntries.popularity,
    })
    .from(searchEntries)
    .where(and(eq(searchEntries.fid, fid), inArray(searchEntries.kind, ['service', 'system'])))
    .then((list) => list.map((row) => ({ ...row, folded: row.title.toLowerCase() })));
}

/**
 * A unit's service and system titles with what near-spelling needs, kept for a minute and then read again in the
 * background while the kept ones still answer. Not read again when the index changes: a unit's thousands of titles
 * cost ~50 ms of the server's time to read and collect, and the index changes every few seconds (each drain);
 * what changed since is settled by the live check of the titles offered (nearTitles).
 */
const keptTitles = keptByUnit(TITLES_TTL_MS, readTitles);

/** Forgets the kept titles (after a rebuild of the index, which may replace every entry). */
export const forgetTitles = (db: Db) => keptTitles.forget(db);

/**
 * Of `candidates` (kept rows, best first), those the index still holds with the same title and the viewer may
 * find, at most `limit`: a title removed, renamed or hidden since the titles were read is never offered.
 */
async function stillOffered(db: Db, scope: SearchScope, candidates: TitleRow[], limit: number): Promise<string[]> {
  if (candidates.length === 0) return [];
  const live = rowsOf(
    await db.execute(sql`
      SELECT e.kind, e.source_id, e.title FROM search_entries e
      WHERE e.source_id = ANY(${intArray(candidates.map((row) => row.sourceId))}) AND ${visibleTo(scope)}`),
  );
  const titles = new Map(live.map((row) => [`${String(row.kind)} ${Number(row.source_id)}`, String(row.title)]));
  const offered = candidates
    .filter((row) => titles.get(`${row.kind} ${row.sourceId}`) === row.title)
    .map((row) => row.title);
  return [...new Set(offered)].slice(0, limit);
}

/**
 * Near titles for a keyword that found no service (typo tolerance): the viewer's service and system titles holding
 * at least three in five of its characters (for letters, of its pinyin trigrams), or its sound — a typo of a pinyin
 * keyboard is a character of the same sound (「校园咔」, xiaoyuanka, for 校园卡) —, those of its sound first, then the
 * most shared, then the closest in length, then the most used. Computed in memory: a typo's single characters are in
 * thousands of titles, which the index would have to read one by one.
 */
export async function nearTitles(db: Db, scope: SearchScope, plan: KeywordPlan, limit: number): Promise<string[]> {
  const kinds = scope.kinds.filter((kind) => kind === 'service' || kind === 'system');
  const letters = plan.letters;
  const pieces = letters ? pinyinGrams(letters).full.map((gram) => gram.slice(2)) : [...new Set(plan.parts.join(''))];
  if (pieces.length === 0 || kinds.length === 0) return [];
  const needed = Math.max(1, Math.ceil(pieces.length * 0.6));
  const length = [...plan.parts.join('')].length;
  // Two characters' sound at least: one syllable is in too many titles to say anything.
  const sound = letters || length < 2 ? '' : pinyinOf(plan.parts.join('')).full.join('');
  const visible = (row: TitleRow) =>
    kinds.includes(row.kind as 'service') &&
    (scope.userType === null ? row.visitorVisible : row.roles.length === 0 || row.roles.includes(scope.userType));
  const scored: { row: TitleRow; sounds: number; shared: number; gap: number }[] = [];
  for (const row of await keptTitles.get(db, scope.fid)) {
    if (!visible(row)) continue;
    let shared = 0;
    for (const piece of pieces) if ((letters ? row.pinyin : row.folded).includes(piece)) shared += 1;
    const sounds = sound && row.pinyin.includes(sound) ? 1 : 0;
    if (shared >= needed || sounds) scored.push({ row, sounds, shared, gap: Math.abs([...row.title].length - length) });
  }
  scored.sort(
    (a, b) => b.sounds - a.sounds || b.shared - a.shared || a.gap - b.gap || b.row.popularity - a.row.popularity,
  );
  // The best rows of the first few titles: a title one row of which is gone may stand by another.
  const titles = new Set<string>();
  const candidates: TitleRow[] = [];
  for (const { row } of scored) {
    titles.add(row.title);
    if (titles.size > limit * CHECKED_PER_OFFERED) break;
    candidates.push(row);
  }
  return stillOffered(db, { ...scope, kinds }, candidates, limit);
}

/** Whether a search found results yet no service or system it could have: what a typo of a title finds. */
export const missedServices = (groups: { kind: SearchKind; total: number }[]) => {
  const titled = groups.filter((group) => group.kind === 'service' || group.kind === 'system');
  return titled.length > 0 && titled.every((group) => group.total === 0) && groups.some((group) => group.total > 0);
};
