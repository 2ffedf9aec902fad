import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../lib/memo-cache';
import { cachedUnitDomains } from '../auth';
import { linkAddresses } from '../navigation';
import { appAddresses } from '../service-hall';

/**
 * The hosts of every address a unit registered — its services' and business systems' URLs, its menu and
 * quick-navigation links — which, with its own domains, are the only places a passport `refer` may send a visitor
 * (security.md A5, issue 9 finding 9). Lower-case host names, without ports.
 */
// In the sso module, not in auth: the addresses are the service hall's and navigation's, and those modules sit above
// auth (their console calls pass the access module's guard, which reads sessions). auth's logout gets the list handed
// in by the composition root.
export async function listRegisteredHosts(db: Db, fid: number): Promise<string[]> {
  // One statement still: each module hands over its selects, auth unions them.
  const [pcUrls, mobileUrls] = appAddresses(db, fid);
  const [menuLinks, quickLinks] = linkAddresses(db, fid);
  const rows = await unionAll(pcUrls, mobileUrls, menuLinks, quickLinks);
  const hosts = new Set<string>();
  for (const { url } of rows) {
    if (!/^https?:\/\//i.test(url)) continue;
    try {
      hosts.add(new URL(url).hostname.toLowerCase());
    } catch {
      // Not a URL (a placeholder such as 自建应用): registers nothing.
    }
  }
  return [...hosts];
}

/** Whether a host is one of the unit's domains or of the addresses it registered (A5). */
export async function isRegisteredHost(db: Db, cache: MemoCache, fid: number, host: string): Promise<boolean> {
  const name = host.toLowerCase();
  if ((await cachedUnitDomains(db, cache, fid)).includes(name)) return true;
  return (await cache.get(`registered-hosts:${fid}`, () => listRegisteredHosts(db, fid))).includes(name);
}
