import { integer } from 'drizzle-orm/pg-core';
import { units } from '../modules/units/units.table';
import { users } from '../modules/users/users.table';

// The two foreign keys most tables carry. A row goes with its unit or user (ON DELETE CASCADE).

/** `fid`: the unit a row belongs to. */
export const unitRef = () =>
  integer('fid')
    .notNull()
    .references(() => units.fid, { onDelete: 'cascade' });

/** `uid`: the user a row belongs to. */
export const userRef = () =>
  integer('uid')
    .notNull()
    .references(() => users.uid, { onDelete: 'cascade' });
