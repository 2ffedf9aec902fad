import { scheduleApi, type Curriculum, type NowTerm, type RestTime, type ScheduleItem } from '@yizhan/contracts';
import { attempt, type Loaded } from '../../../shared/api-client/loaded';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { isDay, todayInShanghai } from '../lib/dates';

export type ScheduleView = 'day' | 'week' | 'month' | 'calendar';
const VIEWS: readonly ScheduleView[] = ['day', 'week', 'month', 'calendar'];

/** The view and day of a schedule URL (?view=&date=&termId=); anything unknown falls back to this week. */
export function scheduleFilters(url: URL): { view: ScheduleView; date: string; today: string; termId?: number } {
  const today = todayInShanghai();
  const view = url.searchParams.get('view') ?? 'week';
  const date = url.searchParams.get('date');
  const termId = Number(url.searchParams.get('termId'));
  return {
    view: (VIEWS as readonly string[]).includes(view) ? (view as ScheduleView) : 'week',
    date: isDay(date) ? date : today,
    today,
    ...(Number.isInteger(termId) && termId > 0 ? { termId } : {}),
  };
}

/** A schedule URL with its view and day ('' parts left out). */
export function scheduleHref(path: string, filters: { view?: ScheduleView; date?: string; termId?: number }): string {
  const params = new URLSearchParams();
  if (filters.view && filters.view !== 'week') params.set('view', filters.view);
  if (filters.date) params.set('date', filters.date);
  if (filters.termId) params.set('termId', String(filters.termId));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export interface Timetable {
  curriculum: Loaded<Curriculum>;
  items: Loaded<ScheduleItem[]>;
  periods: RestTime[];
  term: NowTerm | null;
}

/**
 * The classes and the user's own items of the week (or month) of `date`, with the day's periods and the current
 * term: one in-process round (ADR 017); a failed part shows its own error.
 */
export async function loadTimetable(api: ServerApi, date: string, range: 'week' | 'month'): Promise<Timetable> {
  const curriculum = await attempt(api(scheduleApi.curriculum, { query: { date, range } }));
  const [items, periods, term] = await Promise.all([
    curriculum.ok
      ? attempt(api(scheduleApi.listItems, { query: { from: curriculum.data.from, to: curriculum.data.to } }))
      : Promise.resolve(curriculum as Loaded<ScheduleItem[]>),
    api(scheduleApi.restTimes).catch((): RestTime[] => []),
    api(scheduleApi.nowTerm).catch(() => null),
  ]);
  return { curriculum, items, periods, term };
}
