import type { FastifyInstance } from 'fastify';
import { integrationApi, type WithdrawKind } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { IntegrationKeyRow } from './integration.table';
import { servePush } from './integration.serve';

/**
 * Removes what this key's system pushed under `externalId` in its unit, and nothing else: rows of another unit or
 * another system never match. Answers how many rows went (0: gone already). The module that keeps each kind
 * supplies its own; the composition root hands them all in.
 */
export type Withdrawer = (db: Db, key: IntegrationKeyRow, externalId: string) => Promise<number>;

/** One withdrawer for every kind of the contract: the composition root's list is checked complete here. */
export type Withdrawers = Record<WithdrawKind, Withdrawer>;

/**
 * Withdrawals (ADR 039): a system takes back a record it pushed — a cancelled class, a withdrawn calendar event, a
 * message sent in error, an approval deleted at the source. Idempotent: withdrawing what is gone answers
 * `deleted: false`. Audited and rate-limited as a push.
 */
export function withdrawPushes(app: FastifyInstance, db: Db, withdrawers: Withdrawers) {
  servePush(app, db, integrationApi.withdraw, async ({ body, key }) => {
    const rows = await withdrawers[body.kind](db, key, body.externalId);
    return { externalId: body.externalId, deleted: rows > 0, rows };
  });
}
