import { integer, pgTable } from 'drizzle-orm/pg-core';

// The portal's units and users as the search's foreign keys name them: a row of the index, the history or the
// synonyms goes with its unit or user (ON DELETE CASCADE). A reference needs only the table's and the column's
// names (drizzle-kit writes nothing else of it), so they are named here rather than imported: the package reads no
// feature's table. Never queried, and not in the schema index: the tables themselves are their modules'.
const units = pgTable('units', { fid: integer('fid') });
export const users = pgTable('users', { uid: integer('uid') });

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
