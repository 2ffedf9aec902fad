import { integer } from 'drizzle-orm/pg-core';
import { units } from './units.table';

/** `fid`: the unit a row belongs to, the foreign key most tables carry. A row goes with its unit (ON DELETE CASCADE). */
export const unitRef = () =>
  integer('fid')
    .notNull()
    .references(() => units.fid, { onDelete: 'cascade' });
