import { Link } from 'react-router';
import { Alert, Button } from 'antd';
import { scheduleApi, type CalendarFeed, type SchoolCalendar } from '@yizhan/contracts';
import type { Route } from './+types/schedule-center-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt, type Loaded } from '../../../shared/api-client/loaded';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { loadTimetable, scheduleFilters, scheduleHref, type ScheduleView, type Timetable } from '../api/load';
import { addDays, addMonths, monthDay, weekDays, yearMonth } from '../lib/dates';
import { WeekGrid } from './week-grid';
import { DayView } from './day-view';
import { MonthView } from './month-view';
import { SchoolCalendarView } from './school-calendar';
import { FeedPanel } from './feed-panel';
import './schedule.css';

const PATH = '/schedule-center';
const VIEWS: [ScheduleView, string][] = [
  ['day', '日'],
  ['week', '周'],
  ['month', '月'],
  ['calendar', '校历'],
];

export const meta: Route.MetaFunction = titled('日程中心');

type Body =
  | { view: 'calendar'; calendar: Loaded<SchoolCalendar> }
  | { view: 'day' | 'week'; timetable: Timetable }
  | { view: 'month'; timetable: Timetable; calendar: Loaded<SchoolCalendar> };

/** The signed-in user's classes and items for a day, week or month (?view&date), or the school calendar. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const { view, date, today, termId } = scheduleFilters(new URL(request.url));
  const api = serverApi(context);
  const calendarOf = () => attempt(api(scheduleApi.schoolCalendar, { body: termId ? { termId } : { date } }));
  const feed = api(scheduleApi.feed).catch((): CalendarFeed | null => null);
  let body: Body;
  if (view === 'calendar') body = { view, calendar: await calendarOf() };
  else if (view === 'month') {
    const [timetable, calendar] = await Promise.all([loadTimetable(api, date, 'month'), calendarOf()]);
    body = { view, timetable, calendar };
  } else body = { view, timetable: await loadTimetable(api, date, 'week') };
  return { guest: false as const, date, today, body, feed: await feed };
}

/** Where 上一个 / 下一个 lead in a view, and what the current span is called. */
function stepper(view: ScheduleView, date: string) {
  if (view === 'day') return { previous: addDays(date, -1), next: addDays(date, 1), unit: '天', now: '今天' };
  if (view === 'month') return { previous: addMonths(date, -1), next: addMonths(date, 1), unit: '月', now: '本月' };
  return { previous: addDays(date, -7), next: addDays(date, 7), unit: '周', now: '本周' };
}

/** /schedule-center (日程中心, spec §2; issue 13 item 1; ADR 038). */
export default function ScheduleCenterPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.guest) {
    return (
      <div className="yz-sc">
        <h1 className="yz-sc__title">日程中心</h1>
        <section className="yz-sc__panel">
          <p>登录后可查看课表、校历和我的日程。</p>
          <Button type="primary" href={`/login?redirect=${encodeURIComponent(PATH)}`}>
            登录
          </Button>
        </section>
      </div>
    );
  }
  const { date, today, body, feed } = loaderData;
  const view = body.view;
  const step = stepper(view, date);
  const curriculum = 'timetable' in body ? body.timetable.curriculum : null;
  const term = curriculum?.ok ? curriculum.data.term : null;
  const week = curriculum?.ok ? curriculum.data.week : 0;
  const days = weekDays(date);
  const span =
    view === 'day'
      ? monthDay(date)
      : view === 'month'
        ? yearMonth(date)
        : `${monthDay(days[0]!)} – ${monthDay(days[6]!)}`;
  return (
    <div className="yz-sc">
      <div className="yz-sc__heading">
        <h1 className="yz-sc__title">日程中心</h1>
        {term && (
          <p className="yz-sc__term">
            {term.name}
            {week > 0 && view !== 'month' && <strong> · 第 {week} 周</strong>}
          </p>
        )}
      </div>
      <div className="yz-sc__toolbar">
        <nav aria-label="视图" className="yz-sc__views">
          {VIEWS.map(([option, name]) => (
            <Link
              key={option}
              to={scheduleHref(PATH, { view: option, date: date === today ? undefined : date })}
              className="yz-sc__view"
              aria-current={option === view ? 'page' : undefined}
            >
              {name}
            </Link>
          ))}
        </nav>
        {view !== 'calendar' && (
          <nav aria-label={`切换${step.unit}`} className="yz-sc__stepper">
            <Link to={scheduleHref(PATH, { view, date: step.previous })} aria-label={`上一${step.unit}`}>
              ‹ 上一{step.unit}
            </Link>
            <span className="yz-sc__span" aria-live="polite">
              {span}
            </span>
            <Link to={scheduleHref(PATH, { view, date: step.next })} aria-label={`下一${step.unit}`}>
              下一{step.unit} ›
            </Link>
            <Link to={scheduleHref(PATH, { view })} className="yz-sc__today">
              {step.now}
            </Link>
          </nav>
        )}
      </div>
      {body.view === 'calendar' ? (
        <SchoolCalendarView calendar={body.calendar} path={PATH} />
      ) : !body.timetable.curriculum.ok ? (
        <Alert type="error" showIcon title="课表加载失败" description={body.timetable.curriculum.msg} />
      ) : (
        <>
          {!body.timetable.curriculum.data.term && (
            <Alert className="yz-sc__notice" type="info" showIcon title="这段时间不在学期内，没有课程安排" />
          )}
          {!body.timetable.items.ok && (
            <Alert
              className="yz-sc__notice"
              type="warning"
              showIcon
              title={`我的日程加载失败：${body.timetable.items.msg}`}
            />
          )}
          {body.view === 'week' && <WeekGrid timetable={body.timetable} date={date} today={today} />}
          {body.view === 'day' && <DayView timetable={body.timetable} date={date} />}
          {body.view === 'month' && (
            <MonthView timetable={body.timetable} calendar={body.calendar} date={date} today={today} path={PATH} />
          )}
        </>
      )}
      <FeedPanel initial={feed} />
    </div>
  );
}
