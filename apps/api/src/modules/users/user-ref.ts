import { integer } from 'drizzle-orm/pg-core';
import { users } from './users.table';

/** `uid`: the user a row belongs to, the foreign key most tables carry. A row goes with its user (ON DELETE CASCADE). */
export const userRef = () =>
  integer('uid')
    .notNull()
    .references(() => users.uid, { onDelete: 'cascade' });
