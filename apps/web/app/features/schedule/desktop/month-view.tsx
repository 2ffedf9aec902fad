import { Link } from 'react-router';
import type { SchoolCalendar } from '@yizhan/contracts';
import type { Loaded } from '../../../shared/api-client/loaded';
import { scheduleHref, type Timetable } from '../api/load';
import { weekdayName } from '../lib/dates';
import { itemsOn, monthWeeks } from '../lib/timetable';

/** The month as a calendar: each day's class count, items and school calendar events; a day opens its day view. */
export function MonthView({
  timetable,
  calendar,
  date,
  today,
  path,
}: {
  timetable: Timetable;
  calendar: Loaded<SchoolCalendar>;
  date: string;
  today: string;
  path: string;
}) {
  const { curriculum, items } = timetable;
  if (!curriculum.ok) return null;
  const month = date.slice(0, 7);
  const events = calendar.ok ? calendar.data.events : [];
  const mine = items.ok ? items.data : [];
  return (
    <section className="yz-sc__panel" aria-label="月视图">
      <table className="yz-sc-month">
        <thead>
          <tr>
            {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
              <th key={weekday} scope="col">
                {weekdayName(weekday)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(curriculum.data.from, curriculum.data.to).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const lessons = curriculum.data.list.filter((lesson) => lesson.date === day).length;
                const dayEvents = events.filter((event) => event.startDate <= day && event.endDate >= day);
                const classes = [
                  'yz-sc-month__day',
                  day.slice(0, 7) !== month ? 'yz-sc-month__day--other' : '',
                  day === today ? 'yz-sc-month__day--today' : '',
                  dayEvents.some((event) => event.kind === 1) ? 'yz-sc-month__day--holiday' : '',
                ];
                return (
                  <td key={day} className={classes.filter(Boolean).join(' ')}>
                    <Link to={scheduleHref(path, { view: 'day', date: day })} className="yz-sc-month__number">
                      {Number(day.slice(8))}
                    </Link>
                    {dayEvents.map((event) => (
                      <span key={event.id} className={`yz-sc-tag yz-sc-tag--${event.kind}`}>
                        {event.title}
                      </span>
                    ))}
                    {lessons > 0 && <span className="yz-sc-month__count">{lessons} 节课</span>}
                    {itemsOn(mine, day).map((item) => (
                      <span key={item.id} className="yz-sc-month__item">
                        {item.title}
                      </span>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
