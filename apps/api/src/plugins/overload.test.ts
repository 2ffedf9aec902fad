import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { seed } from '../seed';
import { freshDatabase, TEST_PERSONAL_DATA_KEY } from '../test/test-app';
import { webHost } from '../web/web-host';
import type { Database } from '../db/client';
import { LoadGauge, sampleEventLoop, type LoadLimits } from './load-gauge';

// Load shedding by the portal's own work (ADR 020, addendum of issue 35). The measurements are given, not timed:
// the lag samples are recorded by the test, and requests in flight are real ones held open by the test.
const env = { NODE_ENV: 'test' as const, TRUSTED_PROXIES: ['127.0.0.1'], LOG_LEVEL: 'silent' as const };
const buildDir = path.resolve(import.meta.dirname, '../../../web/build');
const limits: LoadLimits = {
  maxInFlight: 3,
  maxEventLoopDelay: 500,
  lagWindowMs: 3_000,
  lagInFlight: 2,
  sampleInterval: 1_000,
};

let app: FastifyInstance;
let gauge: LoadGauge;
let database: Database;
let drop = async () => {};
/** Releases the requests held open on /homepage/test/held. */
let release = () => {};
let held = Promise.resolve();

const get = (url: string) => app.inject({ url, headers: { host: 'localhost' } });

/** Holds `count` API calls open (the portal's own work in flight); `release()` answers them. */
async function hold(count: number) {
  const before = gauge.inFlight;
  const answers = Array.from({ length: count }, () => get('/homepage/test/held'));
  await expect.poll(() => gauge.inFlight).toBe(before + count);
  return answers;
}

/** Records a full window of lag samples of `ms`. */
const lagFor = (ms: number) => {
  for (let sample = 0; sample < limits.lagWindowMs / limits.sampleInterval; sample += 1) gauge.recordLag(ms);
};

beforeAll(async () => {
  const fresh = await freshDatabase();
  database = fresh.database;
  drop = fresh.drop;
  await database.migrate();
  await seed(database.db);
  gauge = new LoadGauge(limits);
  app = await buildApp({
    env,
    database,
    personalDataKey: TEST_PERSONAL_DATA_KEY,
    loadLimits: limits,
    loadGauge: gauge,
  });
  app.get('/homepage/test/held', async () => {
    await held;
    return { success: true };
  });
  await app.register(webHost, { buildDir });
  await app.ready();
}, 180_000);

afterEach(() => release());

afterAll(async () => {
  await app.close();
  await database.close();
  await drop();
});

beforeEach(() => {
  held = new Promise((resolve) => (release = resolve));
  lagFor(0);
});

describe('load shedding by the portal’s own work (ADR 020)', () => {
  it('past the requests in flight: pages and API calls get 503 with a Chinese message; files and probes never', async () => {
    const answers = await hold(limits.maxInFlight);

    const api = await get('/homepage/globalConfig');
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBe('5');
    expect(api.json()).toMatchObject({ success: false, code: 503, msg: expect.stringContaining('服务器繁忙') });
    const page = await get('/home');
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('服务器繁忙');

    // The page's own files: a stylesheet, a script and an image of the build.
    const assets = readdirSync(path.join(buildDir, 'client/assets'), { recursive: true, encoding: 'utf8' });
    for (const extension of ['.css', '.js', '.svg']) {
      const file = assets.find((name) => name.endsWith(extension));
      expect(file, extension).toBeDefined();
      expect((await get(`/assets/${file}`)).statusCode, file).toBe(200);
    }
    // The probes are answered, never shed: alive, and not ready while the next page would be shed (ADR 077).
    expect((await get('/healthz')).statusCode).toBe(200);
    const busy = await get('/readyz');
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toMatchObject({ status: 'busy', reason: 'in-flight' });

    // Answered requests leave the count: the portal takes calls again, and is ready again.
    release();
    for (const answer of await Promise.all(answers)) expect(answer.statusCode).toBe(200);
    expect(gauge.inFlight).toBe(0);
    expect((await get('/homepage/globalConfig')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('a lagging event loop at light traffic (a busy neighbour, a first render) sheds nothing', async () => {
    gauge.recordLag(5_000);
    expect((await get('/homepage/globalConfig')).statusCode).toBe(200);
    lagFor(5_000);
    expect((await get('/homepage/globalConfig')).statusCode).toBe(200);
    const answers = await hold(limits.lagInFlight - 1);
    expect((await get('/homepage/globalConfig')).statusCode).toBe(200);
    release();
    await Promise.all(answers);
  });

  it('sheds while the lag lasts a whole window under the portal’s own work, not after one sample', async () => {
    const answers = await hold(limits.lagInFlight);
    gauge.recordLag(5_000);
    expect((await get('/homepage/globalConfig')).statusCode).toBe(200);
    lagFor(5_000);
    expect((await get('/homepage/globalConfig')).statusCode).toBe(503);
    expect((await get('/readyz')).json()).toMatchObject({ status: 'busy', reason: 'lag' });
    // One quick sample ends the window.
    gauge.recordLag(20);
    expect((await get('/homepage/globalConfig')).statusCode).toBe(200);
    expect((await get('/readyz')).statusCode).toBe(200);
    release();
    await Promise.all(answers);
  });

  it('not ready once the process is on its way out (a signal came, ADR 077), though it still answers', async () => {
    expect((await get('/readyz')).statusCode).toBe(200);
    app.startup.stopping = () => true;
    try {
      const leaving = await get('/readyz');
      expect(leaving.statusCode).toBe(503);
      expect(leaving.json()).toMatchObject({ status: 'stopping' });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      app.startup.stopping = () => false;
    }
  });

  it('samples the event loop: a blocked loop is recorded as lag', async () => {
    // The largest sample seen: the interval in which a 300 ms block falls holds at most a few other samples.
    let largest = 0;
    const sampled = new LoadGauge(limits);
    sampled.recordLag = (ms) => (largest = Math.max(largest, ms));
    const stop = sampleEventLoop(sampled, 20);
    try {
      for (let attempt = 0; attempt < 20 && largest <= 50; attempt += 1) {
        const until = Date.now() + 300;
        while (Date.now() < until);
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      expect(largest).toBeGreaterThan(50);
    } finally {
      stop();
    }
  });
});
