import { Link } from 'react-router';
import { Alert, Empty } from 'antd';
import type { SchoolCalendar } from '@yizhan/contracts';
import type { Loaded } from '../../../shared/api-client/loaded';
import { scheduleHref } from '../api/load';
import { monthDay } from '../lib/dates';

/** The school calendar (校历) of a term: its weeks, marked for exams and holidays, and its events; other terms. */
export function SchoolCalendarView({ calendar, path }: { calendar: Loaded<SchoolCalendar>; path: string }) {
  if (!calendar.ok) return <Alert type="error" showIcon title="校历加载失败" description={calendar.msg} />;
  const { terms, term, weeks, events } = calendar.data;
  if (!term) return <Empty description="暂无校历" />;
  return (
    <section className="yz-sc__panel yz-sc-cal" aria-label="校历">
      <div className="yz-sc-cal__head">
        <h2 className="yz-sc__subtitle">{term.name}校历</h2>
        <nav aria-label="学期" className="yz-sc__views">
          {terms.map((option) => (
            <Link
              key={option.termId}
              to={scheduleHref(path, { view: 'calendar', termId: option.termId })}
              className="yz-sc__view"
              aria-current={option.termId === term.termId ? 'page' : undefined}
            >
              {option.name}
            </Link>
          ))}
        </nav>
      </div>
      <p className="yz-sc-cal__range">
        {term.startDate} 至 {term.endDate}，共 {term.weekCount} 周
      </p>
      <div className="yz-sc-cal__body">
        <ol className="yz-sc-cal__weeks" aria-label="教学周">
          {weeks.map((week) => (
            <li key={week.week} className="yz-sc-cal__week">
              <Link to={scheduleHref(path, { view: 'week', date: week.startDate })}>
                <strong>第 {week.week} 周</strong>
                <span>
                  {monthDay(week.startDate)} – {monthDay(week.endDate)}
                </span>
                {week.exam === 1 && <span className="yz-sc-tag yz-sc-tag--2">考试</span>}
                {week.holiday === 1 && <span className="yz-sc-tag yz-sc-tag--1">假期</span>}
              </Link>
            </li>
          ))}
        </ol>
        <ul className="yz-sc-cal__events" aria-label="校历事项">
          {events.map((event) => (
            <li key={event.id} className="yz-sc-cal__event">
              <span className={`yz-sc-tag yz-sc-tag--${event.kind}`}>{event.kindName}</span>
              <strong>{event.title}</strong>
              <span className="yz-sc-cal__dates">
                {event.startDate === event.endDate ? event.startDate : `${event.startDate} 至 ${event.endDate}`}
              </span>
              {event.note && <span className="yz-sc-cal__note">{event.note}</span>}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
