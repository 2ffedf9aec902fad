import type { Db } from '../../db/client';
import { calendarDays } from './calendar.table';
import { officialSchedule } from './official-schedule';

/**
 * Adds the published holidays the store does not have yet (on every start: a newer schedule library brings the next
 * year). A day already there stays as it is, so a day the console changed is never put back.
 */
export async function syncOfficialCalendar(db: Db): Promise<void> {
  const days = officialSchedule();
  if (days.length === 0) return;
  await db
    .insert(calendarDays)
    .values(days.map((day) => ({ ...day, source: 'official' as const })))
    .onConflictDoNothing();
}
