import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { advanceIndexVersion } from './search.versions';

const HOUR_MS = 60 * 60 * 1000;

/** The rows a statement returned (both drivers answer `rows`). */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows.length;

/**
 * Brings the entries' popularity up to the counters (services' and systems' hits, articles' views). Counting a
 * click or a view queues nothing (migration 0021: it would re-index a record on every click and clear the kept
 * answers each time), so ranking by popularity drifts until this runs; only entries whose count moved are written,
 * and the index version advances only when one did. Answers how many entries changed.
 */
export async function refreshSearchPopularity(db: Db): Promise<number> {
  const changed = await db.transaction(async (tx) => {
    const apps = await tx.execute(sql`
      UPDATE search_entries AS e SET popularity = a.hits
      FROM apps AS a
      WHERE e.kind IN ('service', 'system') AND e.source_id = a.id AND e.popularity <> a.hits
      RETURNING e.id`);
    const news = await tx.execute(sql`
      UPDATE search_entries AS e SET popularity = n.views
      FROM news_articles AS n
      WHERE e.kind = 'news' AND e.source_id = n.id AND e.popularity <> n.views
      RETURNING e.id`);
    return rowsOf(apps) + rowsOf(news);
  });
  if (changed > 0) await advanceIndexVersion(db);
  return changed;
}

/** Refreshes popularity an hour after start and every hour: rankings follow use within the hour. */
export function scheduleSearchPopularity(app: FastifyInstance, db: Db) {
  const run = async () => {
    try {
      await refreshSearchPopularity(db);
    } catch (error) {
      app.log.warn({ err: error }, 'search popularity refresh failed; will retry next hour');
    }
  };
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
