import { Link } from 'react-router';
import type { Route } from './+types/my-schedule-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { ErrorBlock } from '../../../shared/ui/mobile/error-block';
import { loadTimetable, scheduleFilters, scheduleHref } from '../api/load';
import { addDays, monthDay, weekDays, weekdayName } from '../lib/dates';
import { dayEntries } from '../lib/timetable';
import { GuestPrompt } from './guest-prompt';
import './schedule.css';

export const PATH = '/mobile/my-schedule/schedule';

export const meta: Route.MetaFunction = titled('我的日程');

/** The phone's 我的日程: kept alive (ADR 028); its lists are short, so no pull-to-refresh. */
export const handle = mobilePage({ keepAlive: true, pullToRefresh: false });

/** The week of ?date (this week by default): classes and the user's own items. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const { date, today } = scheduleFilters(new URL(request.url));
  return { guest: false as const, date, today, timetable: await loadTimetable(serverApi(context), date, 'week') };
}

/** /mobile/my-schedule/schedule (我的日程): the week day by day, switch weeks, add an item. */
export default function MyScheduleMobilePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.guest) return <GuestPrompt path={PATH} />;
  const { date, today, timetable } = loaderData;
  const { curriculum, items } = timetable;
  const days = weekDays(date);
  const week = curriculum.ok ? curriculum.data.week : 0;
  return (
    <div className="yz-msc">
      <header className="yz-msc__head">
        <h1 className="yz-msc__title">我的日程</h1>
        <p className="yz-msc__term">
          {curriculum.ok && curriculum.data.term ? curriculum.data.term.name : '不在学期内'}
          {week > 0 && ` · 第 ${week} 周`}
        </p>
        <nav className="yz-msc__links" aria-label="日程页面">
          <Link to={scheduleHref('/mobile/schedule-detail', { date })}>课表</Link>
          <Link to={scheduleHref('/mobile/schedule-detail', { view: 'calendar', date })}>校历</Link>
          <Link
            to={`/mobile/my-schedule/schedule-dialog-add?date=${date < today ? today : date}`}
            className="yz-msc__add"
          >
            ＋ 新建日程
          </Link>
        </nav>
      </header>
      <nav className="yz-msc__stepper" aria-label="切换周">
        <Link to={scheduleHref(PATH, { date: addDays(date, -7) })}>‹ 上一周</Link>
        <span aria-live="polite">
          {monthDay(days[0]!)} – {monthDay(days[6]!)}
        </span>
        <Link to={scheduleHref(PATH, { date: addDays(date, 7) })}>下一周 ›</Link>
      </nav>
      {!curriculum.ok ? (
        <ErrorBlock className="yz-msc__state" status="default" title="加载失败" description={curriculum.msg} />
      ) : (
        <ol className="yz-msc__days" aria-label="本周日程">
          {days.map((day, index) => {
            const entries = dayEntries(day, curriculum.data.list, items.ok ? items.data : []);
            return (
              <li key={day} className={day === today ? 'yz-msc__day yz-msc__day--today' : 'yz-msc__day'}>
                <h2 className="yz-msc__day-title">
                  {weekdayName(index + 1)} <span>{monthDay(day)}</span>
                  {day === today && <span className="yz-msc__today">今天</span>}
                </h2>
                {entries.length === 0 ? (
                  <p className="yz-msc__empty">没有安排</p>
                ) : (
                  <ul className="yz-msc__entries">
                    {entries.map((entry) =>
                      entry.kind === 'lesson' ? (
                        <li key={`l-${entry.lesson.courseId}`} className="yz-msc__entry">
                          <span className="yz-msc__time">
                            {entry.start}
                            <br />
                            {entry.end}
                          </span>
                          <span className="yz-msc__body">
                            <strong>{entry.lesson.courseName}</strong>
                            <span>
                              第{entry.lesson.startPeriod}-{entry.lesson.endPeriod}节 · {entry.lesson.place}
                            </span>
                          </span>
                        </li>
                      ) : (
                        <li key={`i-${entry.item.id}`} className="yz-msc__entry yz-msc__entry--item">
                          <Link to={`/mobile/my-schedule/schedule-dialog?id=${entry.item.id}`}>
                            <span className="yz-msc__time">
                              {entry.start}
                              <br />
                              {entry.end}
                            </span>
                            <span className="yz-msc__body">
                              <strong>{entry.item.title}</strong>
                              <span>我的日程{entry.item.place ? ` · ${entry.item.place}` : ''}</span>
                            </span>
                          </Link>
                        </li>
                      ),
                    )}
                  </ul>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
