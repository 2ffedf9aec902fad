import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Button, Input, Select, Table } from 'antd';
import { adminAppointmentsApi, shanghaiDay, type AdminBooking, type AdminPlace } from '@yizhan/contracts';
import type { Route } from './+types/appointments-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { ConsolePager } from '../console-pager';
import { saveSpreadsheet } from '../sheets/sheet-file';
import { blankPlace, PlaceDialog, placeFormOf, type PlaceForm } from './place-dialog';
import '../menus/menus.css';

export const meta: Route.MetaFunction = titled('预约管理');

const PAGE_SIZE = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The place, day and page of the address (`?place=3&day=2026-12-09&page=2`): the first place and today by default. */
function filterOf(url: URL, places: AdminPlace[]) {
  const wanted = Number(url.searchParams.get('place'));
  const place = places.find((candidate) => candidate.id === wanted) ?? places[0];
  const day = url.searchParams.get('day') ?? '';
  const page = Math.max(1, Math.min(10_000, Number(url.searchParams.get('page')) || 1));
  return { placeId: place?.id ?? 0, day: DAY.test(day) ? day : shanghaiDay(new Date()), page };
}

const hrefOf = (placeId: number, day: string, page = 1) =>
  `/admin/appointments?place=${placeId}&day=${day}${page > 1 ? `&page=${page}` : ''}`;

export async function loader({ context, url }: Route.LoaderArgs) {
  const api = serverApi(context);
  const places = await consoleLoad(api(adminAppointmentsApi.places));
  const filter = filterOf(url, places.list);
  const bookings = filter.placeId
    ? await consoleLoad(
        api(adminAppointmentsApi.bookings, {
          query: { placeId: String(filter.placeId), day: filter.day, page: filter.page, pageSize: PAGE_SIZE },
        }),
      )
    : { list: [], total: 0 };
  return { places, filter, bookings };
}

/**
 * /admin/appointments 预约管理 (issue 38 §4): the unit's places (hours, slots, seats, services; the unit
 * administrator's to change) and one place's bookings of a day, exportable as Excel for the counter.
 */
export default function AppointmentsPage({ loaderData }: Route.ComponentProps) {
  const { places, filter, bookings } = loaderData;
  const navigate = useNavigate();
  const { revalidate, state } = useRevalidator();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<PlaceForm | null>(null);
  const exportDay = async () => {
    const query = { placeId: String(filter.placeId), day: filter.day };
    const outcome = await consoleSave(adminAppointmentsApi.exportBookings, { query });
    if (outcome.ok) saveSpreadsheet(outcome.data);
    else setMessage(outcome.msg);
  };
  return (
    <section className="yz-admin-page" aria-labelledby="appointments-title">
      <h1 id="appointments-title">预约管理</h1>
      <div className="yz-admin-menus__bar">
        <p className="yz-admin-field__hint">
          {places.editable
            ? '办理地点按周设置办理时间；法定节假日自动休息，调休上班日照常开放。'
            : '办理地点由单位管理员维护；您可以查看和导出本部门事项的预约。'}
        </p>
        {places.editable && (
          <Button type="primary" onClick={() => setEditing(blankPlace())}>
            新增办理地点
          </Button>
        )}
      </div>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Table<AdminPlace>
        rowKey="id"
        dataSource={places.list}
        pagination={false}
        locale={{ emptyText: <span style={{ color: '#595959' }}>还没有办理地点</span> }}
        columns={[
          { title: '办理地点', dataIndex: 'name' },
          { title: '地址', dataIndex: 'address' },
          { title: '时段', key: 'slots', render: (_, place) => `${place.slotMinutes} 分钟 · ${place.capacity} 人` },
          { title: '可预约事项', key: 'services', render: (_, place) => place.serviceNames.join('、') || '无' },
          { title: '状态', key: 'enabled', render: (_, place) => (place.enabled ? '开放' : '已关闭') },
          ...(places.editable
            ? [
                {
                  title: '操作',
                  key: 'actions',
                  render: (_: unknown, place: AdminPlace) => (
                    <Button
                      size="small"
                      onClick={() => setEditing(placeFormOf(place))}
                      aria-label={`编辑 ${place.name}`}
                    >
                      编辑
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      <h2>每日预约</h2>
      <div className="yz-admin-menus__bar">
        <label htmlFor="appointments-place">办理地点</label>
        <Select
          id="appointments-place"
          style={{ minWidth: 200 }}
          value={filter.placeId || undefined}
          options={places.list.map((place) => ({ value: place.id, label: place.name }))}
          onChange={(placeId: number) => void navigate(hrefOf(placeId, filter.day))}
        />
        <label htmlFor="appointments-day">日期</label>
        <Input
          id="appointments-day"
          type="date"
          style={{ width: 180 }}
          value={filter.day}
          onChange={(e) => DAY.test(e.target.value) && void navigate(hrefOf(filter.placeId, e.target.value))}
        />
        <Button onClick={() => void exportDay()} disabled={!filter.placeId}>
          导出 Excel
        </Button>
      </div>
      <Table<AdminBooking>
        rowKey="bookingNo"
        loading={state === 'loading'}
        dataSource={bookings.list}
        pagination={false}
        // antd's grey empty text is too faint for axe: a darker one.
        locale={{ emptyText: <span style={{ color: '#595959' }}>这一天没有预约</span> }}
        columns={[
          { title: '时段', key: 'time', render: (_, row) => `${row.start}-${row.end}` },
          { title: '预约号', dataIndex: 'bookingNo' },
          { title: '事项', dataIndex: 'serviceName' },
          { title: '姓名', dataIndex: 'personName' },
          { title: '账号', dataIndex: 'account' },
          { title: '状态', dataIndex: 'statusName' },
          { title: '预约时间', dataIndex: 'bookedAt' },
        ]}
      />
      <ConsolePager
        page={filter.page}
        pageSize={PAGE_SIZE}
        total={bookings.total}
        unit="条"
        hrefOf={(page) => hrefOf(filter.placeId, filter.day, page)}
      />
      {editing ? (
        <PlaceDialog
          key={editing.id ?? 'new'}
          start={editing}
          services={places.services}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setMessage(`${saved}，门户两端即时生效`);
              void revalidate();
            }
          }}
        />
      ) : null}
    </section>
  );
}
