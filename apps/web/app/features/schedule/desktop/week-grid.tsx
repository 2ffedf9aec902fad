import type { Timetable } from '../api/load';
import { monthDay, weekDays, weekdayName } from '../lib/dates';
import { itemsOn, weekGrid } from '../lib/timetable';

/** The week as a timetable: periods down, Monday to Sunday across; the user's own items under each day. */
export function WeekGrid({ timetable, date, today }: { timetable: Timetable; date: string; today: string }) {
  const { curriculum, items, periods } = timetable;
  if (!curriculum.ok) return null;
  const days = weekDays(date);
  const rows = periods.filter((period) => period.kind === 1);
  const grid = weekGrid(curriculum.data.list, periods);
  const mine = items.ok ? items.data : [];
  return (
    <section className="yz-sc__panel" aria-label="周课表">
      <table className="yz-sc-week">
        <caption className="yz-sc__sr">
          {monthDay(days[0]!)}至{monthDay(days[6]!)}的课表
        </caption>
        <thead>
          <tr>
            <th scope="col" className="yz-sc-week__corner">
              节次
            </th>
            {days.map((day, index) => (
              <th key={day} scope="col" className={day === today ? 'yz-sc-week__today' : undefined}>
                <span className="yz-sc-week__weekday">{weekdayName(index + 1)}</span>
                <span className="yz-sc-week__date">{monthDay(day)}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((period, row) => (
            <tr key={period.period}>
              <th scope="row" className="yz-sc-week__period">
                <span>{period.name}</span>
                <span className="yz-sc-week__time">
                  {period.startTime}-{period.endTime}
                </span>
              </th>
              {grid[row]!.map((cell, column) =>
                cell === null ? null : cell === undefined ? (
                  <td key={column} />
                ) : (
                  <td key={column} rowSpan={cell.span} className="yz-sc-week__cell">
                    {cell.lessons.map((lesson) => (
                      <div
                        key={lesson.courseId}
                        className="yz-sc-lesson"
                        data-weekday={lesson.weekday}
                        data-periods={`${lesson.startPeriod}-${lesson.endPeriod}`}
                      >
                        <strong className="yz-sc-lesson__name">{lesson.courseName}</strong>
                        <span>{lesson.place}</span>
                        <span>{lesson.teacher}</span>
                        <span className="yz-sc-lesson__meta">
                          第{lesson.startPeriod}-{lesson.endPeriod}节 · {lesson.weeksText}
                        </span>
                      </div>
                    ))}
                  </td>
                ),
              )}
            </tr>
          ))}
          <tr className="yz-sc-week__items">
            <th scope="row" className="yz-sc-week__period">
              我的日程
            </th>
            {days.map((day) => (
              <td key={day}>
                {itemsOn(mine, day).map((item) => (
                  <div key={item.id} className="yz-sc-item">
                    <span className="yz-sc-item__time">
                      {item.startTime.slice(0, 10) === day ? item.startTime.slice(11) : '全天'}
                    </span>
                    <span className="yz-sc-item__title">{item.title}</span>
                  </div>
                ))}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
