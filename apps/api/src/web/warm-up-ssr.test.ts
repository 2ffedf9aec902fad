import { describe, expect, it, vi } from 'vitest';
import { unitDomains } from '../modules/units/units.table';
import { useSsrHost } from '../test/ssr-host';
import { warmFirstRender } from './warm-up';

// Issue 35: the first page after /readyz answers is not the one that waits for the first render's loading. The
// server tracks the warm-up as start-up work (server.ts); /readyz says ready only once it is done.
const t = useSsrHost();

describe('readiness waits for the first render’s warm-up', () => {
  it('answers /readyz 503 while start-up work is pending, 200 once it is done; /healthz throughout', async () => {
    let finish = () => {};
    const tracked = t.app.startup.track(new Promise<void>((resolve) => (finish = resolve)));
    const starting = await t.app.inject({ url: '/readyz' });
    expect(starting.statusCode).toBe(503);
    expect(starting.json()).toMatchObject({ status: 'starting' });
    expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    finish();
    await tracked;
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
  });

  it('the warm-up renders every unit’s first pages, leaving each unit’s configuration loaded', async () => {
    t.app.cache.clear();
    const ready = t.app.startup.track(warmFirstRender(t.app, t.database.db));
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
    await ready;
    expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);

    const fids = new Set((await t.database.db.select().from(unitDomains)).map((row) => row.fid));
    expect(fids.size).toBeGreaterThanOrEqual(5);
    // Each unit's domain lookup is cached: a read now does not load it.
    const domains = (await t.database.db.select().from(unitDomains)).map((row) => row.domain);
    const load = vi.fn(async () => undefined);
    const loaded = new Set<number>();
    for (const domain of domains) {
      const unit = await t.app.cache.get<{ fid: number } | undefined>(`unit:${domain}`, load);
      if (unit) loaded.add(unit.fid);
    }
    expect(loaded).toEqual(fids);
  });
});
