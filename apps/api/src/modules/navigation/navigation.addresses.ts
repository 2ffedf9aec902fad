import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { menus, quickNavigations } from './navigation.table';

/** The distinct addresses a unit's menus and quick navigation link to, as `url` selects. */
export const linkAddresses = (db: Db, fid: number) =>
  [
    db.selectDistinct({ url: menus.link }).from(menus).where(eq(menus.fid, fid)),
    db.selectDistinct({ url: quickNavigations.link }).from(quickNavigations).where(eq(quickNavigations.fid, fid)),
  ] as const;
