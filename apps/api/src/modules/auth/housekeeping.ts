import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Leadership } from '../../lib/background-leader';
import { deleteDeadSessions } from './sessions.repository';
import { deleteStaleThrottles } from './throttle.repository';
import { deleteExpiredCaptchas } from './captcha';
import { deleteExpiredCounters } from '../rate-limit';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Deletes dead sessions, stale sign-in counters, unanswered captchas, past rate windows and what the composition
 * root adds (the OpenID provider's expired records) now and every hour: the tables stay small. In the one process
 * that leads the background jobs (ADR 077): as it begins to lead, and every hour while it does.
 */
export function scheduleAuthHousekeeping(
  app: FastifyInstance,
  db: Db,
  moreChores: ((db: Db) => Promise<unknown>)[],
  leadership: Leadership,
) {
  const run = async () => {
    try {
      await app.metrics.runJob('auth-housekeeping', async () => {
        await deleteDeadSessions(db);
        await deleteStaleThrottles(db);
        await deleteExpiredCaptchas(db);
        await deleteExpiredCounters(db);
        for (const chore of moreChores) await chore(db);
      });
    } catch (error) {
      app.log.warn({ err: error }, 'auth housekeeping failed; will retry next hour');
    }
  };
  leadership.whileLeading(() => {
    void run();
    const timer = setInterval(run, HOUR_MS);
    timer.unref();
    return () => clearInterval(timer);
  });
}
