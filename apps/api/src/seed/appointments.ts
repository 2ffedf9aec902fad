import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  appointmentPlaces,
  appointmentPlaceServices,
  appointments,
  appointmentSlots,
  apps,
  calendarDays,
  users,
} from '../schema';

/** A demo place: where, when (Monday first), and which services of the unit's catalogue it takes. */
interface PlaceSeed {
  name: string;
  address: string;
  hours: string[];
  slotMinutes: number;
  capacity: number;
  services: string[];
}

const WEEK = (weekday: string, saturday = '') => [weekday, weekday, weekday, weekday, weekday, saturday, ''];

const CAMPUS: PlaceSeed[] = [
  {
    name: '学生事务中心',
    address: '行政楼一层东侧 3-6 号窗口',
    hours: WEEK('08:30-11:30,14:00-17:00'),
    slotMinutes: 30,
    capacity: 3,
    services: ['学生证补办', '身份证办理', '集体户口借用'],
  },
  {
    name: '保卫处户籍室',
    address: '行政楼二层 206 室',
    hours: WEEK('09:00-11:30,14:30-16:30'),
    slotMinutes: 30,
    capacity: 2,
    services: ['学生集体户口迁入', '学生集体户口迁出', '集体户口借用'],
  },
];

const CITY: PlaceSeed[] = [
  {
    name: '市民中心',
    address: '市民大道 100 号市民中心一楼 A 区 1-8 号窗口',
    hours: WEEK('09:00-12:00,13:30-17:00', '09:00-12:00'),
    slotMinutes: 30,
    capacity: 4,
    services: ['居民身份证换领', '居民身份证挂失补领', '临时居民身份证办理', '社会保障卡申领', '社会保障卡挂失补换'],
  },
  {
    name: '出入境接待大厅',
    address: '市民大道 100 号市民中心二楼 C 区',
    hours: WEEK('09:00-12:00,13:30-17:00'),
    slotMinutes: 20,
    capacity: 2,
    services: ['普通护照签发', '往来港澳通行证签注', '居民身份证换领'],
  },
];

/** The demo units with places, and the booking each demo account holds (none on the district: its tests book). */
const KIND: Readonly<Record<number, { places: PlaceSeed[]; booking?: [account: string, service: string] }>> = {
  100001: { places: CAMPUS, booking: ['2023001', '学生证补办'] },
  331906: { places: CAMPUS },
  39374: { places: CAMPUS },
  200001: { places: CITY, booking: ['citizen', '社会保障卡申领'] },
  200002: { places: CITY },
};

const nextDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
};

/** The first working day after `today` (the calendar's holidays and 调休 days counted). */
async function nextWorkday(tx: Db, today: string): Promise<string> {
  const exceptions = new Map(
    (await tx.select({ day: calendarDays.day, workday: calendarDays.workday }).from(calendarDays)).map((row) => [
      row.day,
      row.workday,
    ]),
  );
  let day = nextDay(today);
  while (!(exceptions.get(day) ?? ![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay()))) day = nextDay(day);
  return day;
}

/** Seeds a unit's booking places (issue 38 §4), and one booking of its demo account on the next working day. */
export async function seedAppointments(tx: Db, fid: number, today: string) {
  const kind = KIND[fid];
  if (!kind) return;
  const placeIds = new Map<string, number>();
  for (const place of kind.places) {
    const { services, ...columns } = place;
    const [row] = await tx
      .insert(appointmentPlaces)
      .values({ fid, ...columns, daysAhead: 7, cancelHours: 2 })
      .returning({ id: appointmentPlaces.id });
    placeIds.set(place.name, row!.id);
    const offered = await tx
      .select({ id: apps.id })
      .from(apps)
      .where(and(eq(apps.fid, fid), inArray(apps.name, services)));
    if (offered.length > 0) {
      await tx.insert(appointmentPlaceServices).values(offered.map((app) => ({ placeId: row!.id, appId: app.id })));
    }
  }
  if (!kind.booking) return;
  const [account, serviceName] = kind.booking;
  const [user] = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.fid, fid), eq(users.username, account)));
  const [service] = await tx
    .select({ id: apps.id })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.name, serviceName)));
  const place = kind.places.find((candidate) => candidate.services.includes(serviceName))!;
  if (!user || !service) return;
  const booking = {
    placeId: placeIds.get(place.name)!,
    day: await nextWorkday(tx, today),
    start: '10:00',
    end: place.slotMinutes === 30 ? '10:30' : '10:20',
  };
  await tx
    .insert(appointments)
    .values({ fid, uid: user.uid, appId: service.id, bookingNo: `YYDEMO${fid}`, ...booking });
  // The seat it holds.
  await tx
    .insert(appointmentSlots)
    .values({ placeId: booking.placeId, day: booking.day, start: booking.start, taken: 1 });
}

/** A unit seeded before appointments existed gets its places once. */
export async function seedAppointmentsIfEmpty(db: Db, fid: number, today: string) {
  const [any] = await db
    .select({ id: appointmentPlaces.id })
    .from(appointmentPlaces)
    .where(eq(appointmentPlaces.fid, fid))
    .limit(1);
  if (!any) await db.transaction(async (tx) => seedAppointments(tx as unknown as Db, fid, today));
}
