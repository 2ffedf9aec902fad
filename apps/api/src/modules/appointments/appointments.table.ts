import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { apps } from '../service-hall';
import { unitRef } from '../units';
import { userRef } from '../users';

/**
 * A place where services are handled and booked (办理地点, issue 38 §4, ADR 090): its hours per weekday (Monday
 * first, `09:00-12:00,13:30-17:00` or '' when closed), cut into slots of `slot_minutes` for `capacity` people each,
 * bookable `days_ahead` days ahead and cancellable until `cancel_hours` before the slot. A public holiday closes it
 * whatever its hours (the working-day calendar, ADR 086). The console's changes are announced (migration 0066).
 */
export const appointmentPlaces = pgTable(
  'appointment_places',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    hours: text('hours').array().notNull(),
    slotMinutes: integer('slot_minutes').notNull(),
    capacity: integer('capacity').notNull(),
    daysAhead: integer('days_ahead').notNull(),
    cancelHours: integer('cancel_hours').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('appointment_places_slot_check', sql`${table.slotMinutes} between 5 and 240`),
    check('appointment_places_capacity_check', sql`${table.capacity} between 1 and 500`),
    index('appointment_places_fid_idx').on(table.fid, table.id),
  ],
);

/** Which services may be booked at which place. */
export const appointmentPlaceServices = pgTable(
  'appointment_place_services',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => appointmentPlaces.id, { onDelete: 'cascade' }),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.placeId, table.appId] }),
    index('appointment_place_services_app_idx').on(table.appId),
  ],
);

/**
 * Seats taken per place, day and slot: the counter a booking raises only while it is below the place's capacity (one
 * conditional upsert, so parallel bookings of the last seat queue on the row and only one gets it).
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => appointmentPlaces.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    start: text('start').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.placeId, table.day, table.start] }),
    check('appointment_slots_taken_check', sql`${table.taken} >= 0`),
  ],
);

/**
 * A person's booking. `status` 1 已预约, 2 已取消, 3 已过期 (an active booking whose slot has passed is marked so when
 * the person books that service again). One active booking per person and service: a partial unique index.
 */
export const appointments = pgTable(
  'appointments',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    uid: userRef(),
    appId: integer('app_id')
      .notNull()
      .references(() => apps.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => appointmentPlaces.id, { onDelete: 'cascade' }),
    bookingNo: text('booking_no').notNull(),
    day: text('day').notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    check('appointments_status_check', sql`${table.status} between 1 and 3`),
    uniqueIndex('appointments_booking_no_idx').on(table.fid, table.bookingNo),
    uniqueIndex('appointments_one_active_idx')
      .on(table.fid, table.uid, table.appId)
      .where(sql`${table.status} = 1`),
    index('appointments_owner_idx').on(table.fid, table.uid, table.day.desc(), table.id.desc()),
    // The console's day list of a place.
    index('appointments_place_day_idx').on(table.placeId, table.day, table.start, table.id),
    index('appointments_uid_idx').on(table.uid),
  ],
);

/** A person's bookings feed: the SHA-256 of the token in its address, never the token. A new one replaces it. */
export const appointmentFeeds = pgTable(
  'appointment_feeds',
  {
    fid: unitRef(),
    uid: userRef(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.fid, table.uid] }),
    uniqueIndex('appointment_feeds_token_idx').on(table.tokenHash),
    index('appointment_feeds_uid_idx').on(table.uid),
  ],
);

export type PlaceRow = typeof appointmentPlaces.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
