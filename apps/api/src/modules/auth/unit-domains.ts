import type { Db } from '../../db/client';
import type { MemoCache } from '../../lib/memo-cache';
import { listUnitDomains } from '../units';

/** A unit's own domains, cached with everything pages read (ADR 018). */
export const cachedUnitDomains = (db: Db, cache: MemoCache, fid: number) =>
  cache.get(`unit-domains:${fid}`, () => listUnitDomains(db, fid));
