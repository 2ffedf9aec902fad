import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SearchScope } from './search.conditions';
import { searchEntries } from './search.table';
import { pinyinGrams, type KeywordPlan } from './search.text';

/** How long a unit's service and system titles are kept in memory for near-spelling suggestions. */
const TITLES_TTL_MS = 60_000;

interface TitleRow {
  title: string;
  chars: Set<string>;
  pinyin: string;
  visitorVisible: boolean;
  roles: string[];
  popularity: number;
  kind: string;
}

const cache = new Map<number, { at: number; rows: Promise<TitleRow[]> }>();

/** Forgets the kept titles (after the index changed in this process; other instances wait out the TTL). */
export const forgetTitles = () => cache.clear();

/** A unit's service and system titles with what near-spelling needs: a read of the index, kept for a minute. */
function titlesOf(db: Db, fid: number): Promise<TitleRow[]> {
  const kept = cache.get(fid);
  if (kept && Date.now() - kept.at < TITLES_TTL_MS) return kept.rows;
  const rows = db
    .select({
      title: searchEntries.title,
      pinyin: searchEntries.pinyin,
      visitorVisible: searchEntries.visitorVisible,
      roles: searchEntries.roles,
      popularity: searchEntries.popularity,
      kind: searchEntries.kind,
    })
    .from(searchEntries)
    .where(and(eq(searchEntries.fid, fid), inArray(searchEntries.kind, ['service', 'system'])))
    .then((list) => list.map((row) => ({ ...row, chars: new Set(row.title.toLowerCase()) })));
  rows.catch(() => cache.delete(fid));
  cache.set(fid, { at: Date.now(), rows });
  return rows;
}

/**
 * Near titles for a keyword that found nothing (typo tolerance): the viewer's service and system titles holding at
 * least three in five of its characters (for letters, of its pinyin trigrams), most shared first, then the closest
 * in length, then the most used. Computed in memory: a typo's single characters are in thousands of titles, which
 * the index would have to read one by one.
 */
export async function nearTitles(db: Db, scope: SearchScope, plan: KeywordPlan, limit: number): Promise<string[]> {
  const kinds = scope.kinds.filter((kind) => kind === 'service' || kind === 'system');
  const letters = plan.letters;
  const pieces = letters ? pinyinGrams(letters).full.map((gram) => gram.slice(2)) : [...new Set(plan.parts.join(''))];
  if (pieces.length === 0 || kinds.length === 0) return [];
  const needed = Math.max(1, Math.ceil(pieces.length * 0.6));
  const length = [...plan.parts.join('')].length;
  const visible = (row: TitleRow) =>
    kinds.includes(row.kind as 'service') &&
    (scope.userType === null ? row.visitorVisible : row.roles.length === 0 || row.roles.includes(scope.userType));
  const scored: { title: string; shared: number; gap: number; popularity: number }[] = [];
  for (const row of await titlesOf(db, scope.fid)) {
    if (!visible(row)) continue;
    let shared = 0;
    for (const piece of pieces) if (letters ? row.pinyin.includes(piece) : row.chars.has(piece)) shared += 1;
    if (shared >= needed) {
      scored.push({
        title: row.title,
        shared,
        gap: Math.abs([...row.title].length - length),
        popularity: row.popularity,
      });
    }
  }
  scored.sort((a, b) => b.shared - a.shared || a.gap - b.gap || b.popularity - a.popularity);
  return [...new Set(scored.map((row) => row.title))].slice(0, limit);
}
