import chineseDays from 'chinese-days';

/** A day the published schedule sets apart from the week's rule. */
export interface OfficialDay {
  day: string;
  workday: boolean;
  name: string;
}

/** The first year the portal keeps (older ones matter to no deadline or booking). */
const FIRST_YEAR = 2024;
/** How far ahead to look for a year the schedule library already knows. */
const YEARS_AHEAD = 3;

const isoDay = (at: Date) => at.toISOString().slice(0, 10);
export const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());

/** The day of a detail's festival name, "Spring Festival,春节,4" → 春节; undefined for an ordinary day. */
const festivalOf = (name: string) => (name.includes(',') ? name.split(',')[1] : undefined);

/** The days of one year that differ from the week, from the `chinese-days` library's published schedules. */
function officialDaysOf(year: number): OfficialDay[] {
  const days: OfficialDay[] = [];
  for (let at = new Date(Date.UTC(year, 0, 1)); at.getUTCFullYear() === year; at.setUTCDate(at.getUTCDate() + 1)) {
    const day = isoDay(at);
    const detail = chineseDays.getDayDetail(day);
    const festival = festivalOf(detail.name);
    if (!festival) continue;
    if (detail.work && !isWeekend(day)) continue; // a festival's name on an ordinary working day: nothing to keep
    days.push({ day, workday: detail.work, name: detail.work ? `${festival}调休上班` : festival });
  }
  return days;
}

/**
 * Every year from 2024 whose holidays the library knows (a year with no festival in it is not published yet: the
 * State Council announces the next year's in November or December, and a newer library version brings it).
 */
export function officialSchedule(now = new Date()): OfficialDay[] {
  const days: OfficialDay[] = [];
  for (let year = FIRST_YEAR; year <= now.getUTCFullYear() + YEARS_AHEAD; year++) {
    const ofYear = officialDaysOf(year);
    if (ofYear.some((day) => !day.workday)) days.push(...ofYear);
  }
  return days;
}
