import {
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { unitRef } from '../units';
import { userRef } from '../users';

/**
 * What the unit's systems of record (教务, 人事, 一卡通 …) know about a person beyond the account: one row per
 * user. Phone, ID number and e-mail are stored sealed (ADR 048: person.sealing.ts) and masked on their way out
 * (security.md D3).
 */
export const personProfiles = pgTable('person_profiles', {
  uid: userRef().primaryKey(),
  fid: unitRef(),
  gender: text('gender').notNull().default(''),
  orgName: text('org_name').notNull().default(''),
  major: text('major').notNull().default(''),
  className: text('class_name').notNull().default(''),
  title: text('title').notNull().default(''),
  enrolledOn: date('enrolled_on', { mode: 'string' }),
  phone: text('phone').notNull().default(''),
  idNumber: text('id_number').notNull().default(''),
  email: text('email').notNull().default(''),
});

/** The kinds of person data of a unit (一卡通, 图书馆, 校园网, 教务 …), in their order; `code` names it to pushers. */
export const personDataTypes = pgTable(
  'person_data_types',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    icon: text('icon').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (table) => [uniqueIndex('person_data_types_fid_code_idx').on(table.fid, table.code)],
);

/**
 * One figure of a person's data as its system last reported it (一卡通余额, 在借图书, 网费余额, 已修学分 …). The item's
 * key is unique per person: a system reporting the same key again updates the row (idempotent pushes).
 * `selected` marks the person's tiles, in `tile_sort` order.
 */
export const personDataItems = pgTable(
  'person_data_items',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    uid: userRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => personDataTypes.id, { onDelete: 'cascade' }),
    itemKey: text('item_key').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    unit: text('unit').notNull().default(''),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    selected: boolean('selected').notNull().default(false),
    tileSort: smallint('tile_sort').notNull().default(0),
    /** The system that reported it (一卡通系统, 图书馆系统 …). */
    sourceType: text('source_type').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('person_data_items_uid_key_idx').on(table.uid, table.itemKey),
    index('person_data_items_type_idx').on(table.typeId),
  ],
);

/** Assets (资产) in a person's custody, as the asset system lists them; `asset_no` is unique in the unit. */
export const personAssets = pgTable(
  'person_assets',
  {
    id: serial('id').primaryKey(),
    fid: unitRef(),
    uid: userRef(),
    assetNo: text('asset_no').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    model: text('model').notNull().default(''),
    location: text('location').notNull().default(''),
    /** Original value in fen (分): money is counted in integers. */
    valueCents: integer('value_cents').notNull().default(0),
    acquiredOn: date('acquired_on', { mode: 'string' }).notNull(),
    status: text('status').notNull().default('在用'),
  },
  (table) => [
    uniqueIndex('person_assets_fid_no_idx').on(table.fid, table.assetNo),
    index('person_assets_uid_idx').on(table.uid, table.acquiredOn.desc(), table.id.desc()),
  ],
);

/** PostgreSQL `bytea` as a Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded avatars, re-encoded (WebP, 256×256, no metadata: a few KB), kept in the database so that every app
 * instance serves them and a backup holds them (ADR 040). `id` is the random file name in the avatar's address.
 */
export const userAvatars = pgTable(
  'user_avatars',
  {
    id: text('id').primaryKey(),
    uid: userRef(),
    fid: unitRef(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('user_avatars_uid_idx').on(table.uid)],
);

/**
 * Which key sealed the personal data of this database (ADR 048): its fingerprint, never the key. A process with
 * another key refuses to start rather than seal new values that the others cannot open.
 */
export const personalDataKeys = pgTable('personal_data_keys', {
  id: smallint('id').primaryKey(),
  fingerprint: text('fingerprint').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
