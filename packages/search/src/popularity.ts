import { sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { type Db } from './db';
import { rowsOf, textArray } from '@yizhan/server-kit';
import { advanceIndexVersion } from './versions';
import { wiring } from './wiring';

/**
 * Brings the entries' popularity up to the counters (services' and systems' hits, articles' views: each source's
 * `popularity` column). Counting a click or a view queues nothing (migration 0021: it would re-index a record on
 * every click and clear the kept answers each time), so ranking by popularity drifts until this runs; only entries
 * whose count moved are written, and the index version advances only when one did. Answers how many entries changed.
 */
export async function refreshSearchPopularity(db: Db): Promise<number> {
  const changed = await db.transaction(async (tx) => {
    let changed = 0;
    for (const { kinds, records, popularity } of wiring().sources) {
      if (!popularity) continue;
      const table = sql.identifier(getTableConfig(records.table).name);
      const entryKinds = textArray(kinds.map((each) => each.kind));
      const updated = await tx.execute(sql`
        UPDATE search_entries AS e SET popularity = r.${sql.identifier(popularity.name)}
        FROM ${table} AS r
        WHERE e.kind = ANY(${entryKinds}) AND e.source_id = r.${sql.identifier(records.id.name)}
          AND e.popularity <> r.${sql.identifier(popularity.name)}
        RETURNING e.id`);
      changed += rowsOf(updated).length;
    }
    return changed;
  });
  if (changed > 0) await advanceIndexVersion(db);
  return changed;
}
