import { boolean, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The Chinese working-day calendar's exceptions (ADR 086): public holidays, and 调休 — weekend days worked in their
 * place. A day without a row follows the week (Monday to Friday are working days). One calendar for the whole
 * platform: it is the State Council's. `source` says who set the day: 'official' rows come from the published
 * schedule and are never overwritten by it again once the console has changed them ('console').
 */
export const calendarDays = pgTable('calendar_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  workday: boolean('workday').notNull(),
  name: text('name').notNull(),
  source: text('source', { enum: ['official', 'console'] }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
