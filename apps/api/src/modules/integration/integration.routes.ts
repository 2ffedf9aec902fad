import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { withdrawPushes, type Withdrawers } from './integration.withdraw';
import { PUSHES_PER_MINUTE, usePushScope } from './integration.serve';

/** A module's push endpoints, added to the integration scope (task-center's taskPushes, …). */
export type PushRoutes = (app: FastifyInstance, db: Db) => void;

export interface IntegrationOptions {
  db: Db;
  /** Pushes per key per minute (PUSHES_PER_MINUTE unless given), or false for none. */
  pushesPerMinute?: number | false;
  /** The push endpoints of the modules that take pushes, registered at the composition root (app.ts). */
  pushes: PushRoutes[];
  /** How each kind of pushed record is withdrawn, supplied by the module that keeps it. */
  withdrawers: Withdrawers;
}

/**
 * The integration API (`/integration/v1/…`, ADR 039): one encapsulated scope whose every route needs a live key of
 * the request's unit. A module that takes pushes exports its `…Pushes(app, db)`, and app.ts lists it; integration
 * imports none of them.
 */
export async function integrationRoutes(app: FastifyInstance, options: IntegrationOptions) {
  const { db, pushesPerMinute } = options;
  usePushScope(app, { db, pushesPerMinute: pushesPerMinute ?? PUSHES_PER_MINUTE });
  for (const pushes of options.pushes) pushes(app, db);
  withdrawPushes(app, db, options.withdrawers);
}
