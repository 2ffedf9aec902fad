import type { FastifyInstance } from 'fastify';
import { adminAppointmentsApi, CODE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { writeSheet, type SheetColumn } from '../../lib/spreadsheet';
import { assertCurrentVersion } from '../../lib/versions';
import { serveAdmin } from '../access';
import { recordAdminWrite } from '../audit';
import {
  adminPlaces,
  checkHours,
  dayBookings,
  dayCondition,
  placeOfUnit,
  unitServices,
  writePlace,
} from './appointments.admin-store';

/** Places are shared by the unit's departments: only those who manage all of them change places (ADR 090). */
export const PLACES_FOR_UNIT_ADMINS = '办理地点由单位管理员维护，您可以查看和导出本部门事项的预约';

const EXPORT_COLUMNS: readonly SheetColumn<
  'start' | 'end' | 'bookingNo' | 'serviceName' | 'personName' | 'account' | 'statusName' | 'bookedAt'
>[] = [
  { key: 'start', header: '开始时间', hint: '' },
  { key: 'end', header: '结束时间', hint: '' },
  { key: 'bookingNo', header: '预约号', hint: '', width: 16 },
  { key: 'serviceName', header: '事项', hint: '', width: 28 },
  { key: 'personName', header: '姓名', hint: '' },
  { key: 'account', header: '账号', hint: '', text: true, width: 16 },
  { key: 'statusName', header: '状态', hint: '' },
  { key: 'bookedAt', header: '预约时间', hint: '', width: 20 },
];

/** 预约管理 of the console (issue 38 §4): places with hours, slots and services; each day's bookings, exportable. */
export function appointmentAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveAdmin(app, adminAppointmentsApi.places, async ({ scope }) => {
    const fid = scope.unit.fid;
    const [list, services] = await Promise.all([adminPlaces(db, fid), unitServices(db, fid)]);
    return { list, services, editable: scope.departments === 'all' };
  });

  serveAdmin(app, adminAppointmentsApi.savePlace, async ({ body, request, scope }) => {
    if (scope.departments !== 'all') throw new BusinessError(CODE.forbidden, PLACES_FOR_UNIT_ADMINS, 403);
    const fid = scope.unit.fid;
    const { id, version, ...fields } = body;
    checkHours(fields.hours);
    const { before, after } = await db.transaction(async (tx) => {
      let was;
      if (id !== undefined) {
        await placeOfUnit(tx, fid, id, true);
        was = (await adminPlaces(tx, fid)).find((place) => place.id === id)!;
        assertCurrentVersion(version ?? '', was);
      }
      const placeId = await writePlace(tx, fid, id, fields);
      return { before: was, after: (await adminPlaces(tx, fid)).find((place) => place.id === placeId)! };
    });
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'appointment.place',
      target: `办理地点「${after.name}」`,
      before: before ?? null,
      after,
    });
    return after;
  });

  serveAdmin(app, adminAppointmentsApi.bookings, async ({ query, scope }) => {
    const place = await placeOfUnit(db, scope.unit.fid, Number(query.placeId));
    return dayBookings(db, dayCondition(place.id, query.day, scope.departments), query);
  });

  serveAdmin(app, adminAppointmentsApi.exportBookings, async ({ query, scope }) => {
    const place = await placeOfUnit(db, scope.unit.fid, Number(query.placeId));
    const { list } = await dayBookings(db, dayCondition(place.id, query.day, scope.departments));
    return writeSheet(`预约-${place.name}-${query.day}.xlsx`, EXPORT_COLUMNS, list);
  });
}
