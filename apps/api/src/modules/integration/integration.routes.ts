import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { taskPushes } from '../task-center/task-center.push';
import { approvalPushes } from './approval.push';
import { messagePushes } from './message.push';
import { withdrawPushes } from './withdraw.push';
import { personPushes } from '../person/person.push';
import { schedulePushes } from '../schedule/schedule.push';
import { PUSHES_PER_MINUTE, usePushScope } from './integration.serve';

export interface IntegrationOptions {
  db: Db;
  /** Pushes per key per minute (PUSHES_PER_MINUTE unless given), or false for none. */
  pushesPerMinute?: number | false;
}

/**
 * The integration API (`/integration/v1/…`, ADR 039): one encapsulated scope whose every route needs a live key of
 * the request's unit. A module that takes pushes adds its `…Pushes(app, db)` to this list.
 */
export async function integrationRoutes(app: FastifyInstance, { db, pushesPerMinute }: IntegrationOptions) {
  usePushScope(app, { db, pushesPerMinute: pushesPerMinute ?? PUSHES_PER_MINUTE });
  taskPushes(app, db);
  messagePushes(app, db);
  approvalPushes(app, db);
  personPushes(app, db);
  schedulePushes(app, db);
  withdrawPushes(app, db);
}
