import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { unitRef } from '../units';

/**
 * A unit's AI search (ADR 037). No row means the defaults: AI search on, named 智能搜索, answered offline from the
 * portal's own content. With `endpoint`, `model` and `apiKey` the same passages go to an OpenAI-compatible model.
 * The key is read only by the provider client: no contract carries it, no log prints it.
 */
export const aiSearchConfigs = pgTable('ai_search_configs', {
  fid: unitRef().primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  /** What the pages call it (智能搜索, 智能问答 …). */
  name: text('name').notNull().default('智能搜索'),
  /** One or two sentences under the question box; '' uses the built-in one. */
  intro: text('intro').notNull().default(''),
  /** Base address of an OpenAI-compatible API (`https://host/v1`); '' answers offline. */
  endpoint: text('endpoint').notNull().default(''),
  model: text('model').notNull().default(''),
  apiKey: text('api_key').notNull().default(''),
  /** How long the model may take before the offline answer is given instead. */
  timeoutMs: integer('timeout_ms').notNull().default(20_000),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AiSearchConfigRow = typeof aiSearchConfigs.$inferSelect;
