import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { Alert, Button, Table } from 'antd';
import {
  adminCalendarApi,
  CALENDAR_FIRST_YEAR,
  CALENDAR_YEARS_AHEAD,
  shanghaiDay,
  type CalendarDay,
} from '@yizhan/contracts';
import type { Route } from './+types/calendar-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { CalendarDayDialog, type DayForm } from './calendar-day-dialog';
import '../menus/menus.css';

export const meta: Route.MetaFunction = titled('工作日历');

const WEEKDAYS = '日一二三四五六';
const weekdayOf = (day: string) => `星期${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]}`;

/** The year of the address (`?year=2027`), within what the calendar keeps; this year otherwise. */
function yearOf(url: URL) {
  const thisYear = Number(shanghaiDay(new Date()).slice(0, 4));
  const asked = Number(url.searchParams.get('year'));
  const inRange = Number.isInteger(asked) && asked >= CALENDAR_FIRST_YEAR && asked <= thisYear + CALENDAR_YEARS_AHEAD;
  return { year: inRange ? asked : thisYear, thisYear };
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { year, thisYear } = yearOf(url);
  const calendar = await consoleLoad(serverApi(context)(adminCalendarApi.year, { query: { year } }));
  return { ...calendar, thisYear };
}

/**
 * /admin/calendar 工作日历 (ADR 086): the platform's public holidays and 调休 days, which the 差评 deadlines and the
 * bookings count by. Filled from the State Council's published schedule; the platform administrator adds a year not
 * published yet or a local change.
 */
export default function CalendarPage({ loaderData }: Route.ComponentProps) {
  const { year, knownThrough, days, thisYear } = loaderData;
  const { revalidate, state } = useRevalidator();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<DayForm | null>(null);
  const years = Array.from(
    { length: thisYear + CALENDAR_YEARS_AHEAD - CALENDAR_FIRST_YEAR + 1 },
    (_, i) => CALENDAR_FIRST_YEAR + i,
  );

  const restore = async (day: CalendarDay) => {
    const outcome = await consoleSave(adminCalendarApi.restore, { body: { day: day.day } });
    setMessage(
      outcome.ok
        ? outcome.data.restored
          ? `${day.day} 已恢复为国务院安排：${outcome.data.restored.name}`
          : `${day.day} 已恢复为按星期计算`
        : outcome.msg,
    );
    await revalidate();
  };

  return (
    <section className="yz-admin-page" aria-labelledby="calendar-title">
      <h1 id="calendar-title">工作日历</h1>
      <p className="yz-admin-field__hint">
        差评整改期限（15
        个工作日）和预约的开放日期都按此计算：周一至周五上班，另按国务院公布的节假日和调休安排。修改对所有单位生效。
      </p>
      <nav className="yz-admin-menus__bar" aria-label="选择年份">
        <span className="yz-admin-actions">
          {years.map((each) =>
            each === year ? (
              <strong key={each} aria-current="page">
                {each} 年
              </strong>
            ) : (
              <Link key={each} to={`/admin/calendar?year=${each}`}>
                {each} 年
              </Link>
            ),
          )}
        </span>
        <Button type="primary" onClick={() => setEditing({ day: `${year}-01-01`, workday: false, name: '' })}>
          设置某一天
        </Button>
      </nav>
      {year > knownThrough ? (
        <Alert
          type="warning"
          showIcon
          title={`${year} 年的节假日安排尚未录入`}
          description="国务院公布后，请在此逐日添加放假和调休上班的日期（系统升级后也会自动补入）。在此之前，这一年只按周末计算工作日。"
        />
      ) : null}
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<CalendarDay>
        rowKey="day"
        loading={state === 'loading'}
        dataSource={days}
        pagination={false}
        locale={{ emptyText: `${year} 年没有节假日或调休安排` }}
        columns={[
          { title: '日期', dataIndex: 'day', render: (day: string) => `${day}（${weekdayOf(day)}）` },
          { title: '安排', dataIndex: 'workday', render: (workday: boolean) => (workday ? '上班' : '放假') },
          { title: '名称', dataIndex: 'name' },
          {
            title: '来源',
            dataIndex: 'source',
            render: (source: CalendarDay['source']) => (source === 'official' ? '国务院安排' : '后台设置'),
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, day) => (
              <span className="yz-admin-actions">
                <Button size="small" onClick={() => setEditing(day)} aria-label={`修改 ${day.day}`}>
                  修改
                </Button>
                {day.source === 'console' ? (
                  <Button size="small" onClick={() => void restore(day)} aria-label={`恢复 ${day.day}`}>
                    恢复
                  </Button>
                ) : null}
              </span>
            ),
          },
        ]}
      />
      {editing ? (
        <CalendarDayDialog
          start={editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setMessage(saved);
              void revalidate();
            }
          }}
        />
      ) : null}
    </section>
  );
}
