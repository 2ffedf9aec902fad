import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { StartupWork } from '../../lib/startup-work';

/** The load shedder's verdict on the next request (LoadGauge): why it would be shed, or null. */
export interface LoadPressure {
  pressure(): string | null;
}

/**
 * Liveness (the process answers) and readiness: the process would serve a page now, without shedding it — start-up
 * work is done, it is not on its way out (a signal came), the load shedder admits the next request, and the database
 * answers (ADR 077). Neither probe is ever shed itself: a refused probe would take a busy server out of service for
 * good, where a 503 of /readyz takes it out only until it has caught up.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, startup, load }: { database: Database; startup: StartupWork; load: LoadPressure | undefined },
) {
  app.get('/healthz', { config: { shed: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { shed: false } }, async (request, reply) => {
    if (!startup.done) return reply.status(503).send({ status: 'starting', database: database.kind });
    if (startup.stopping()) return reply.status(503).send({ status: 'stopping', database: database.kind });
    const shedding = load?.pressure();
    if (shedding) return reply.status(503).send({ status: 'busy', reason: shedding, database: database.kind });
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
