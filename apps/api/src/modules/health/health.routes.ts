import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { StartupWork } from '../../lib/startup-work';

/**
 * Liveness (the process answers) and readiness (start-up work is done and the database answers). Neither is ever
 * shed as overload: a busy server is alive and ready, and a refused probe would take it out of service.
 */
export async function healthRoutes(
  app: FastifyInstance,
  { database, startup }: { database: Database; startup: StartupWork },
) {
  app.get('/healthz', { config: { shed: false } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config: { shed: false } }, async (request, reply) => {
    if (!startup.done) return reply.status(503).send({ status: 'starting', database: database.kind });
    try {
      await database.ping();
      return { status: 'ok', database: database.kind };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });
}
