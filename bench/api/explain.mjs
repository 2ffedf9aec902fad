// Captures the SQL the server really runs for a request (PostgreSQL's own statement log, jsonlog format) and
// EXPLAINs it with the logged parameters — no copy of the server's query code, so it follows the code as it changes.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Server settings for startCluster: JSON statement log in <data>/log, off until capture() turns it on. */
export const LOG_SETTINGS = { logging_collector: 'on', log_destination: 'jsonlog', log_filename: 'pg.log' };

/** Tables large enough that a sequential scan on them is a missing index (the large set fills them). */
export const BIG_TABLES = [
  'apps',
  'app_guides',
  'app_label_links',
  'users',
  'app_collects',
  'app_recent_uses',
  'news_articles',
  'news_subscriptions',
  'search_entries',
  'search_postings',
  'tasks',
  'inbox_items',
  'timetable_courses',
  'timetable_members',
  'schedule_items',
  'applications',
  'application_steps',
  'ratings',
];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** All JSON log records written so far. */
function readLog(logDir) {
  return readdirSync(logDir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => readFileSync(path.join(logDir, name), 'utf8').split('\n'))
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** `$1 = '100001', $2 = NULL` → ["'100001'", 'NULL'] (literals as logged, quotes doubled inside). */
function parseParameters(detail = '') {
  const values = [];
  for (const match of detail.matchAll(/\$(\d+) = (NULL|'(?:[^']|'')*')/g)) values[Number(match[1]) - 1] = match[2];
  return values;
}

/**
 * Runs each `step.send()` with statement logging on and returns, per step, the SELECT statements the server ran
 * for it ({ sql, params }). Steps are told apart by a marker query sent before each one.
 */
export async function capture(url, logDir, steps) {
  const client = new pg.Client(url);
  await client.connect();
  try {
    await client.query('alter system set log_min_duration_statement = 0');
    await client.query('select pg_reload_conf()');
    await sleep(500);
    for (const step of steps) {
      await client.query(`select 'bench-marker:${step.name.replace(/'/g, '')}'`);
      await step.send();
    }
    await client.query(`select 'bench-marker:end'`);
    await client.query('alter system reset log_min_duration_statement');
    await client.query('select pg_reload_conf()');
  } finally {
    await client.end();
  }
  await sleep(1000); // the logging collector writes asynchronously
  const byStep = new Map();
  let current = null;
  for (const record of readLog(logDir)) {
    const message = record.message ?? '';
    const marker = /bench-marker:([^']*)'/.exec(message);
    if (marker) {
      current = marker[1] === 'end' ? null : marker[1];
      continue;
    }
    // Extended-protocol statements log parse, bind and execute separately: keep the execute (or simple) one.
    const statement = /^duration: [\d.]+ ms {2}(?:execute ([^:]*)|statement): ([\s\S]*)$/.exec(message);
    if (!current || !statement || !/^\s*(select|with)\b/i.test(statement[2])) continue;
    const list = byStep.get(current) ?? [];
    // A planned statement (db/client.ts executePlanned, ADR 045) runs with a generic plan: it is explained so.
    const generic = statement[1]?.startsWith('planned_') ?? false;
    list.push({ sql: statement[2], params: parseParameters(record.detail), generic });
    byStep.set(current, list);
  }
  return steps.map((step) => ({ name: step.name, statements: byStep.get(step.name.replace(/'/g, '')) ?? [] }));
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of one logged statement, run as the server runs it: prepared, untyped parameters, and
 * with a generic plan when the server plans it once (`generic`).
 */
export async function explain(client, { sql, params, generic = false }) {
  await client.query(`set plan_cache_mode = ${generic ? 'force_generic_plan' : 'auto'}`);
  await client.query(`prepare bench_plan as ${sql}`);
  try {
    const args = params.length > 0 ? `(${params.join(', ')})` : '';
    const result = await client.query(`explain (analyze, buffers) execute bench_plan${args}`);
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  } finally {
    await client.query('deallocate bench_plan');
    await client.query('reset plan_cache_mode');
  }
}

/**
 * The big tables a plan reads with a sequential scan. A scan node the executor never started reads nothing and is
 * not counted: the planner may plan one in a search's capped CTE for a term in a quarter of the table (it would stop
 * after 1,001 rows, as fast as the bitmap scan: ADR 036), which the executor skips when the titles passed the cap.
 */
export const seqScans = (plan) => {
  const ran = plan
    .replace(/"/g, '')
    .split('\n')
    .filter((line) => !line.includes('(never executed)'))
    .join('\n');
  return BIG_TABLES.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(ran));
};
