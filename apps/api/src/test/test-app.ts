import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { seed } from '../seed';
import { buildApp } from '../app';
import { withOutage, type Outage } from './outage';
import { newSealKey } from '../lib/sealed-text';
import { adoptPersonalDataKey } from '../modules/person/person.sealing';
import type { RateLimits } from '../plugins/rate-limit';
import type { QueryObserver } from '../db/client';
import type { PortalMetrics } from '../lib/metrics';
import { queryObserver } from '../lib/telemetry';
import type { Tracing } from '../lib/tracing';

/** The key of the tests' sealed personal data (ADR 048): one per test process, as a server has one. */
export const TEST_PERSONAL_DATA_KEY = newSealKey();

/**
 * The day API tests seed the demo school year around (a Monday, week 12 of the 2026-2027 autumn term): their dates
 * hold whenever they run. The demo itself seeds around the real today (demoSchoolYear).
 */
export const TEST_SEED_DAY = '2026-11-23';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
}

/**
 * A fresh, migrated and seeded database per test file: in-memory PGlite by default, or a throwaway database on
 * the PostgreSQL server named by TEST_DATABASE_URL (CI), dropped afterwards.
 */
export async function freshDatabase(
  observer?: QueryObserver,
): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { database: await openDatabase({ observer }), drop: async () => {} };
  const name = `yizhan_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    database: await openDatabase({ url: url.toString(), observer }),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that build the API on a fresh database; read `.app` inside tests. With an
 * `outage` switch the app sees the database through it (tests of a database that goes away).
 */
export interface TestAppOptions {
  outage?: Outage;
  rateLimits?: RateLimits;
  /** Collects the app's log lines of level warn and above here (the app is silent otherwise). */
  logLines?: string[];
  /** Served metrics and tracing (ADR 067): requests are timed and statements watched, as the server does. */
  telemetry?: { metrics?: PortalMetrics; tracing?: Tracing };
}

export function useTestApp({ outage, rateLimits, logLines, telemetry }: TestAppOptions = {}): TestApp {
  const holder = {} as TestApp;
  let drop = async () => {};
  beforeAll(async () => {
    const tracing = telemetry?.tracing;
    const fresh = await freshDatabase(queryObserver(telemetry?.metrics, tracing?.tracer));
    drop = fresh.drop;
    await fresh.database.migrate();
    await seed(fresh.database.db, { today: TEST_SEED_DAY });
    await adoptPersonalDataKey(fresh.database.db, TEST_PERSONAL_DATA_KEY);
    holder.database = fresh.database;
    holder.app = await buildApp({
      env: { NODE_ENV: 'test', TRUSTED_PROXIES: ['127.0.0.1'], LOG_LEVEL: logLines ? 'warn' : 'silent' },
      ...(logLines ? { logStream: { write: (line: string) => void logLines.push(line) } } : {}),
      database: outage ? withOutage(fresh.database, outage) : fresh.database,
      loadLimits: false,
      personalDataKey: TEST_PERSONAL_DATA_KEY,
      ...(rateLimits ? { rateLimits } : {}),
      metrics: telemetry?.metrics,
      tracing,
    });
  }, 60_000);
  // The rate limit counts fixed windows (a minute by default): a test that makes N requests and expects the
  // (N+1)th to be refused would pass the window's end half-way and see a fresh count. Start such tests early in
  // a window instead, waiting out the last seconds of the current one.
  if (rateLimits) {
    const windowMs = rateLimits.windowMs ?? 60_000;
    beforeEach(async () => {
      const left = windowMs - (Date.now() % windowMs);
      if (left < Math.min(10_000, windowMs / 2)) await new Promise((resolve) => setTimeout(resolve, left + 50));
    }, 15_000);
  }
  afterAll(async () => {
    await holder.app?.close();
    await holder.database?.close();
    await drop();
  });
  return holder;
}

/** GET an API path as a given host and return status and parsed JSON. */
export async function getJson(app: FastifyInstance, url: string, host = 'localhost') {
  const response = await app.inject({ method: 'GET', url, headers: { host } });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/**
 * The session token an API response set in its HttpOnly `token` cookie (sign-in, guest login, logout never put it
 * in the body); fails the test when the response set none.
 */
export function tokenOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name === 'token');
  if (!cookie?.value) throw new Error(`HTTP ${response.statusCode}: no token cookie set (${response.body})`);
  return cookie.value;
}
