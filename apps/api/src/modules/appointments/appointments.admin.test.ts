import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminAppointmentsApi, type AdminPlace } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { auditLog } from '../audit';
import { appointments } from './appointments.table';
import { PLACES_FOR_UNIT_ADMINS } from './appointments.admin';

const t = useTestApp();
const { login, call } = consoleKit(t);
const GOV = 'gov.localhost';

const placesOf = async (token: string, host = GOV) => {
  const { body } = await call(adminAppointmentsApi.places, { token, host });
  expect(body.success, JSON.stringify(body)).toBe(true);
  return body.data as { list: AdminPlace[]; services: { id: number; name: string }[]; editable: boolean };
};
const fieldsOf = ({ id: _id, serviceNames: _names, version: _version, ...fields }: AdminPlace) => fields;

describe('预约管理 in the console', () => {
  it('refuses a guest (401) and a citizen (403)', async () => {
    expect((await call(adminAppointmentsApi.places, { host: GOV })).body.code).toBe(401);
    const citizen = await login('citizen', GOV);
    expect((await call(adminAppointmentsApi.places, { token: citizen, host: GOV })).body.code).toBe(403);
  });

  it('saves a place from the version read, refuses a stale one (409) and bad hours (400), audited', async () => {
    const admin = await login('admin200001', GOV);
    const { list, services } = await placesOf(admin);
    const place = list.find((candidate) => candidate.name === '出入境接待大厅')!;
    const hours = [...place.hours];
    hours[5] = '09:00-11:00';
    const extra = services.find((service) => service.name === '临时居民身份证办理')!;
    const saved = await call(adminAppointmentsApi.savePlace, {
      token: admin,
      host: GOV,
      body: { ...fieldsOf(place), id: place.id, version: place.version, hours, appIds: [...place.appIds, extra.id] },
    });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    expect(saved.body.data.serviceNames).toContain('临时居民身份证办理');
    const stale = await call(adminAppointmentsApi.savePlace, {
      token: admin,
      host: GOV,
      body: { ...fieldsOf(place), id: place.id, version: place.version },
    });
    expect(stale.body).toMatchObject({ code: 409 });
    expect(stale.body.data.current.hours[5]).toBe('09:00-11:00');
    const bad = await call(adminAppointmentsApi.savePlace, {
      token: admin,
      host: GOV,
      body: { ...fieldsOf(place), hours: ['9点到12点', '', '', '', '', '', ''], capacity: 0 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/办理时间应写成|可约人数/);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ method: 'appointment.place', target: '办理地点「出入境接待大厅」' });
    // The guest's slots show the new Saturday hours at once (the change is announced).
    const slots = await t.app.inject({
      method: 'GET',
      url: `/homepage/appointments/getSlots?appId=${extra.id}`,
      headers: { host: GOV },
    });
    expect(slots.json().data.places.map((p: { name: string }) => p.name)).toContain('出入境接待大厅');
  });

  it('lists and exports a place’s day; a 事项管理员 only reads, for their departments', async () => {
    const admin = await login('admin200001', GOV);
    const [seeded] = await t.database.db.select().from(appointments).where(eq(appointments.bookingNo, 'YYDEMO200001'));
    const query = { placeId: seeded!.placeId, day: seeded!.day };
    const day = await call(withQuery(adminAppointmentsApi.bookings, query), { token: admin, host: GOV });
    expect(day.body.data.list).toEqual([
      expect.objectContaining({ bookingNo: 'YYDEMO200001', personName: '张市民', account: 'citizen', start: '10:00' }),
    ]);
    const sheet = await call(withQuery(adminAppointmentsApi.exportBookings, query), { token: admin, host: GOV });
    expect(sheet.body.data.fileName).toBe(`预约-市民中心-${seeded!.day}.xlsx`);
    expect(Buffer.from(sheet.body.data.content, 'base64').subarray(0, 2).toString()).toBe('PK');

    const serviceAdmin = await login('jwc100001');
    const campus = await placesOf(serviceAdmin, 'localhost');
    expect(campus.editable).toBe(false);
    const place = campus.list[0]!;
    const refused = await call(adminAppointmentsApi.savePlace, {
      token: serviceAdmin,
      body: { ...fieldsOf(place), id: place.id, version: place.version },
    });
    expect(refused.body).toMatchObject({ code: 403, msg: PLACES_FOR_UNIT_ADMINS });
    const [campusBooking] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.bookingNo, 'YYDEMO100001'));
    // 学生证补办 is 学生工作处's: 教务处's administrator does not see it.
    const theirs = await call(
      withQuery(adminAppointmentsApi.bookings, { placeId: campusBooking!.placeId, day: campusBooking!.day }),
      { token: serviceAdmin },
    );
    expect(theirs.body.data).toEqual({ list: [], total: 0 });
    const other = await call(withQuery(adminAppointmentsApi.bookings, { ...query }), { token: serviceAdmin });
    expect(other.body).toMatchObject({ code: 404, msg: '办理地点不存在' });
  });
});
