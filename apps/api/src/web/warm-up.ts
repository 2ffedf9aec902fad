import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { unitDomains } from '../modules/units';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/** The first render of each frame: a guest's desktop home and phone home. */
const FIRST_PAGES = [
  { url: '/', userAgent: DESKTOP },
  { url: '/mobile/home', userAgent: PHONE },
] as const;

/** One domain of every unit (the first by name: any of a unit's domains loads the same unit). */
async function oneDomainPerUnit(db: Db): Promise<string[]> {
  const rows = await db.select({ fid: unitDomains.fid, domain: unitDomains.domain }).from(unitDomains);
  const byUnit = new Map<number, string>();
  for (const { fid, domain } of rows.sort((a, b) => a.domain.localeCompare(b.domain))) {
    if (!byUnit.has(fid)) byUnit.set(fid, domain);
  }
  return [...byUnit.values()];
}

/**
 * Renders each unit's first pages once, in-process, before the server says it is ready (issue 35): the first render
 * derives React Router's routes, compiles the render path and loads each unit's configuration into the memo cache
 * (ADR 018) — seconds on a busy 2-core machine, which the first visitor after a start used to wait through. One
 * page at a time, so the warm-up itself is never a burst. A page that fails here fails for its visitor too: the
 * warm-up only logs it.
 */
export async function warmFirstRender(app: FastifyInstance, db: Db): Promise<void> {
  for (const host of await oneDomainPerUnit(db)) {
    for (const { url, userAgent } of FIRST_PAGES) {
      const response = await app.inject({ url, headers: { host, 'user-agent': userAgent } });
      if (response.statusCode >= 500) app.log.warn({ host, url, status: response.statusCode }, 'warm-up page failed');
    }
  }
}
