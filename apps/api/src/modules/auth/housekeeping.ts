import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { deleteDeadSessions } from './sessions.repository';
import { deleteStaleThrottles } from './throttle.repository';

const HOUR_MS = 60 * 60 * 1000;

/** Deletes dead sessions and stale sign-in counters now and every hour, so the tables stay small. */
export function scheduleAuthHousekeeping(app: FastifyInstance, db: Db) {
  const run = async () => {
    try {
      await deleteDeadSessions(db);
      await deleteStaleThrottles(db);
    } catch (error) {
      app.log.warn({ err: error }, 'auth housekeeping failed; will retry next hour');
    }
  };
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
