import { Link } from 'react-router';
import { scheduleApi, type SchoolCalendar } from '@yizhan/contracts';
import type { Route } from './+types/schedule-detail-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { attempt, type Loaded } from '../../../shared/api-client/loaded';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { loadTimetable, scheduleFilters, scheduleHref, type Timetable } from '../api/load';
import { addDays, monthDay, weekDays, weekdayName } from '../lib/dates';
import { weekGrid } from '../lib/timetable';
import { GuestPrompt } from './guest-prompt';
import './schedule.css';

const PATH = '/mobile/schedule-detail';

export const meta: Route.MetaFunction = titled('课表');

export const handle = mobilePage({
  keepAlive: true,
  pullToRefresh: false,
  secondary: { title: '课表与校历', fallback: '/mobile/my-schedule/schedule' },
});

/** The week's timetable grid of ?date, or the school calendar (?view=calendar). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const { view, date, today, termId } = scheduleFilters(new URL(request.url));
  const api = serverApi(context);
  if (view === 'calendar') {
    const calendar = await attempt(api(scheduleApi.schoolCalendar, { body: termId ? { termId } : { date } }));
    return { guest: false as const, view: 'calendar' as const, date, today, calendar };
  }
  return {
    guest: false as const,
    view: 'week' as const,
    date,
    today,
    timetable: await loadTimetable(api, date, 'week'),
  };
}

/** /mobile/schedule-detail (课表): the week as a grid, switch weeks, or the school calendar. */
export default function ScheduleDetailMobilePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.guest) return <GuestPrompt path={PATH} />;
  const { date } = loaderData;
  return (
    <div className="yz-msc">
      <nav className="yz-msc__tabs" aria-label="课表与校历">
        <Link to={scheduleHref(PATH, { date })} aria-current={loaderData.view === 'week' ? 'page' : undefined}>
          课表
        </Link>
        <Link
          to={scheduleHref(PATH, { view: 'calendar', date })}
          aria-current={loaderData.view === 'calendar' ? 'page' : undefined}
        >
          校历
        </Link>
      </nav>
      {loaderData.view === 'calendar' ? (
        <CalendarList calendar={loaderData.calendar} />
      ) : (
        <WeekTable timetable={loaderData.timetable} date={date} today={loaderData.today} />
      )}
    </div>
  );
}

function WeekTable({ timetable, date, today }: { timetable: Timetable; date: string; today: string }) {
  const { curriculum, periods } = timetable;
  const days = weekDays(date);
  if (!curriculum.ok) {
    return <ErrorBlock className="yz-msc__state" status="default" title="加载失败" description={curriculum.msg} />;
  }
  const rows = periods.filter((period) => period.kind === 1);
  const grid = weekGrid(curriculum.data.list, periods);
  return (
    <>
      <nav className="yz-msc__stepper" aria-label="切换周">
        <Link to={scheduleHref(PATH, { date: addDays(date, -7) })}>‹ 上一周</Link>
        <span aria-live="polite">
          {curriculum.data.week > 0 ? `第 ${curriculum.data.week} 周` : monthDay(days[0]!)}
        </span>
        <Link to={scheduleHref(PATH, { date: addDays(date, 7) })}>下一周 ›</Link>
      </nav>
      <table className="yz-msc-grid">
        <caption className="yz-msc__sr">
          {monthDay(days[0]!)}至{monthDay(days[6]!)}的课表
        </caption>
        <thead>
          <tr>
            <th scope="col">节</th>
            {days.map((day, index) => (
              <th key={day} scope="col" className={day === today ? 'yz-msc-grid__today' : undefined}>
                {weekdayName(index + 1).slice(1)}
                <span>{Number(day.slice(8))}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((period, row) => (
            <tr key={period.period}>
              <th scope="row">{period.period}</th>
              {grid[row]!.map((cell, column) =>
                cell === null ? null : cell === undefined ? (
                  <td key={column} />
                ) : (
                  <td key={column} rowSpan={cell.span}>
                    {cell.lessons.map((lesson) => (
                      <div key={lesson.courseId} className="yz-msc-grid__lesson" data-weekday={lesson.weekday}>
                        <strong>{lesson.courseName}</strong>
                        <span>{lesson.place}</span>
                      </div>
                    ))}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function CalendarList({ calendar }: { calendar: Loaded<SchoolCalendar> }) {
  if (!calendar.ok) {
    return <ErrorBlock className="yz-msc__state" status="default" title="加载失败" description={calendar.msg} />;
  }
  const { term, weeks, events } = calendar.data;
  if (!term) return <ErrorBlock className="yz-msc__state" status="empty" title="暂无数据" description="还没有校历" />;
  return (
    <section className="yz-msc-cal" aria-label="校历">
      <h2 className="yz-msc__day-title">{term.name}</h2>
      <p className="yz-msc__term">
        {term.startDate} 至 {term.endDate}，共 {term.weekCount} 周
      </p>
      <ul className="yz-msc__entries">
        {events.map((event) => (
          <li key={event.id} className="yz-msc-cal__event">
            <span className={`yz-msc-tag yz-msc-tag--${event.kind}`}>{event.kindName}</span>
            <strong>{event.title}</strong>
            <span className="yz-msc__muted">
              {event.startDate === event.endDate ? event.startDate : `${event.startDate} 至 ${event.endDate}`}
            </span>
          </li>
        ))}
      </ul>
      <h2 className="yz-msc__day-title">教学周</h2>
      <ol className="yz-msc-cal__weeks">
        {weeks.map((week) => (
          <li key={week.week}>
            <Link to={scheduleHref(PATH, { date: week.startDate })}>
              第{week.week}周 <span className="yz-msc__muted">{monthDay(week.startDate)}</span>
              {week.exam === 1 && <span className="yz-msc-tag yz-msc-tag--2">考试</span>}
              {week.holiday === 1 && <span className="yz-msc-tag yz-msc-tag--1">假期</span>}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
