import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apps } from './service-hall.table';

/** The distinct addresses a unit's services and business systems open (pc, then mobile), as `url` selects. */
export const appAddresses = (db: Db, fid: number) =>
  [
    db.selectDistinct({ url: apps.pcUrl }).from(apps).where(eq(apps.fid, fid)),
    db.selectDistinct({ url: apps.mobileUrl }).from(apps).where(eq(apps.fid, fid)),
  ] as const;
