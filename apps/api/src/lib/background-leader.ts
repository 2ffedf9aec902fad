import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { LeaderElection, type Leadership } from '../db/leader';

export type { Leadership } from '../db/leader';

/**
 * The leadership of the app's background jobs (ADR 077): the election starts once the app is ready — after the
 * jobs' own start-up work, whatever the order of their hooks — and ends, stopping the jobs if this process led
 * them, as the app begins to close. On PGlite the process leads alone.
 */
export function backgroundLeader(app: FastifyInstance, database: Pick<Database, 'dedicatedClient'>): Leadership {
  const election = new LeaderElection(() => database.dedicatedClient(), {
    info: (message) => app.log.info(message),
    warn: (object, message) => app.log.warn(object, message),
  });
  app.addHook('onReady', async () => election.start());
  app.addHook('preClose', () => election.stop());
  return election;
}
