import { Empty } from 'antd';
import type { Timetable } from '../api/load';
import { monthDay, weekdayName, weekdayOf } from '../lib/dates';
import { dayEntries } from '../lib/timetable';

/** One day's classes and items in time order. */
export function DayView({ timetable, date }: { timetable: Timetable; date: string }) {
  const { curriculum, items } = timetable;
  if (!curriculum.ok) return null;
  const entries = dayEntries(date, curriculum.data.list, items.ok ? items.data : []);
  return (
    <section className="yz-sc__panel" aria-label={`${monthDay(date)}的日程`}>
      <h2 className="yz-sc__subtitle">
        {monthDay(date)} {weekdayName(weekdayOf(date))}
      </h2>
      {entries.length === 0 ? (
        <Empty description="这一天没有课程和日程" />
      ) : (
        <ol className="yz-sc-day">
          {entries.map((entry) => (
            <li
              key={entry.kind === 'lesson' ? `l-${entry.lesson.courseId}` : `i-${entry.item.id}`}
              className={`yz-sc-day__entry yz-sc-day__entry--${entry.kind}`}
            >
              <span className="yz-sc-day__time">
                {entry.start}-{entry.end}
              </span>
              {entry.kind === 'lesson' ? (
                <span>
                  <strong>{entry.lesson.courseName}</strong>
                  <span className="yz-sc-day__meta">
                    第{entry.lesson.startPeriod}-{entry.lesson.endPeriod}节 · {entry.lesson.place} ·{' '}
                    {entry.lesson.teacher}
                  </span>
                </span>
              ) : (
                <span>
                  <strong>{entry.item.title}</strong>
                  <span className="yz-sc-day__meta">
                    我的日程{entry.item.place ? ` · ${entry.item.place}` : ''}
                    {entry.item.notes ? ` · ${entry.item.notes}` : ''}
                  </span>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
