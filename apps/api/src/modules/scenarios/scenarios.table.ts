import { integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import type { ScenarioQuestion } from '@yizhan/contracts';
import { apps } from '../service-hall';
import { unitRef } from '../units';

/**
 * The 情形引导 of a service (ADR 088): its questions in order, each answer with what it selects from the guide. One
 * row per service with scenarios; a service without them has no row.
 */
export const serviceScenarios = pgTable(
  'service_scenarios',
  {
    fid: unitRef(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    questions: jsonb('questions').$type<ScenarioQuestion[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.fid, table.appId] })],
);
