// `node scripts/chaos/db-outage.mjs` (part of `npm run test:chaos`; needs `npm run build`): security.md F2 under
// load. The built server runs on a throwaway PostgreSQL 15 cluster (DATABASE_URL) while concurrent clients load
// guest pages, public calls and signed-in calls; PostgreSQL is stopped with `pg_ctl stop -m fast`, left down, and
// started again, several times. Fails unless:
//   - the server process never exits;
//   - while the database is down, no signed-in call or page answers 2xx or answers as a guest, and a revoked
//     token is never accepted at all;
//   - after each start, signed-in calls succeed again without a restart, and every request of the settled phase
//     succeeds.
// Request limits stay on (the signed-in calls are reads, which are not limited; requests come from many addresses).
// CHAOS_OUTAGE_CYCLES (3), CHAOS_OUTAGE_DOWN_S (10), CHAOS_OUTAGE_UP_S (10), CHAOS_OUTAGE_CONNECTIONS (16).
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DEMO_PASSWORD, DEMO_USER } from '../../bench/lib/demo.mjs';
import { send } from '../../bench/lib/http.mjs';
import { startCluster } from '../../bench/lib/pg-cluster.mjs';
import { printTable, writeResult } from '../../bench/lib/report.mjs';
import { root, snapshotBuild, startServer } from '../../bench/lib/server.mjs';

const setting = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const CYCLES = setting('CHAOS_OUTAGE_CYCLES', 3);
const DOWN_MS = setting('CHAOS_OUTAGE_DOWN_S', 10) * 1000;
const UP_MS = setting('CHAOS_OUTAGE_UP_S', 10) * 1000;
const CONNECTIONS = setting('CHAOS_OUTAGE_CONNECTIONS', 16);
/** After a start, signed-in calls must succeed again within this time. */
const RECOVERY_LIMIT_MS = 30_000;
/** Requests that start this long after recovery belong to the settled phase, where every one must succeed. */
const SETTLE_MS = 3_000;
const DESKTOP_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36';

// A rebuild by someone else during the run must not pull the files from under the server.
const build = process.env.BENCH_ROOT ? null : snapshotBuild();
if (build) process.env.BENCH_ROOT = build.root;
const cluster = await startCluster();
const databaseUrl = cluster.createDb('yizhan_chaos');
// Request limits stay on, as shipped: the signed-in calls of the mix are reads (not limited), and every request comes
// through the trusted proxy from one of many client addresses, as a campus would.
const server = await startServer({ databaseUrl });
const host = server.host;
console.log(`db-outage: server pid ${server.pid} on PostgreSQL ${cluster.bin} (port ${cluster.port})`);

/** `name=value; …` of the cookies a response set. */
const cookiesOf = (response) => response.setCookies.map((cookie) => cookie.split(';')[0]).join('; ');

async function signIn() {
  const response = await send(`${server.base}/pedestal/auth/cx/login`, {
    method: 'POST',
    headers: { host },
    body: { username: DEMO_USER, password: DEMO_PASSWORD },
  });
  if (response.status !== 200) throw new Error(`sign-in failed: HTTP ${response.status} ${response.text()}`);
  return cookiesOf(response);
}
const tokenIn = (cookie) => /(?:^|; )token=([^;]+)/.exec(cookie)[1];

const guestCookie = cookiesOf(await send(`${server.base}/`, { headers: { host, 'user-agent': DESKTOP_UA } }));
const userCookie = await signIn();
const userToken = tokenIn(userCookie);
// A token whose session was signed out: never good again, whatever the database's state.
const revokedCookie = await signIn();
const logout = await send(`${server.base}/pedestal/auth/logout?terminalType=1`, {
  method: 'POST',
  headers: { host, cookie: revokedCookie, origin: server.base.replace('127.0.0.1', 'localhost') },
});
if (logout.status !== 200) throw new Error(`logout failed: HTTP ${logout.status} ${logout.text()}`);
const revokedToken = tokenIn(revokedCookie);

/**
 * The mix each client cycles through. `signedIn` calls need the database to know who is calling: while it is down
 * they must not answer 2xx nor as a guest. `revoked` must never be accepted.
 */
const mix = [
  { name: 'guest page /', path: '/', headers: { cookie: guestCookie, 'user-agent': DESKTOP_UA } },
  { name: 'guest globalConfig', path: '/homepage/globalConfig' },
  { name: 'guest service list', path: '/homepage/homeApp/getServiceApp', method: 'POST', body: { pageSize: 12 } },
  { name: 'user userInfo', path: '/pedestal/auth/userInfo', token: userToken, signedIn: true },
  {
    name: 'user quickNavigation',
    path: '/homepage/quickNavigation/getQuickNavigation',
    token: userToken,
    signedIn: true,
  },
  { name: 'user collect list', path: '/homepage/homeApp/getCollectApp', token: userToken, signedIn: true },
  {
    name: 'user page /personal-center/collect',
    path: '/personal-center/collect',
    headers: { cookie: userCookie, 'user-agent': DESKTOP_UA },
    signedIn: true,
  },
  { name: 'revoked userInfo', path: '/pedestal/auth/userInfo', token: revokedToken, revoked: true },
];

/** Whether a response speaks to the visitor as a guest: a guest's user info, a login redirect or a new guest cookie. */
function answeredAsGuest(response) {
  if (response.setCookies.some((cookie) => cookie.startsWith('tourist=1'))) return true;
  if (/\/(mobile-)?login/.test(response.headers.location ?? '')) return true;
  try {
    return response.json()?.data?.userType === 'GUEST';
  } catch {
    return false;
  }
}

/**
 * Whether a response served what was asked: a 2xx page, or a 2xx envelope with success true (a refused call is an
 * envelope with success false, HTTP 200 for business failures such as 401: spec §8).
 */
function isGranted(response) {
  if (response.status < 200 || response.status >= 300) return false;
  if (!String(response.headers['content-type']).includes('application/json')) return true;
  try {
    return response.json().success === true;
  } catch {
    return false;
  }
}

/** The HTTP status, with the envelope's code when a call was refused inside a 200 ('200/401'). */
function answerOf(response) {
  if (!String(response.headers['content-type']).includes('application/json')) return String(response.status);
  try {
    const { success, code } = response.json();
    return success === false && code !== response.status ? `${response.status}/${code}` : String(response.status);
  } catch {
    return String(response.status);
  }
}

// Phase marks: the database is down from the moment `pg_ctl stop` returned until `pg_ctl start` is called.
const marks = [];
const samples = [];
let running = true;

async function client(offset) {
  for (let turn = offset; running; turn++) {
    const item = mix[turn % mix.length];
    const headers = {
      host,
      'x-forwarded-for': `10.30.${turn % 200}.${offset + 1}`,
      ...item.headers,
      ...(item.token ? { authorization: `Bearer ${item.token}` } : {}),
    };
    const startedAt = Date.now();
    let status = 0;
    let guest = false;
    let granted = false;
    let answer = '';
    let error = null;
    try {
      const response = await send(`${server.base}${item.path}`, {
        method: item.method ?? 'GET',
        headers,
        body: item.body,
      });
      status = response.status;
      guest = answeredAsGuest(response);
      granted = isGranted(response);
      answer = answerOf(response);
    } catch (caught) {
      error = String(caught.message ?? caught).slice(0, 200);
    }
    samples.push({
      name: item.name,
      signedIn: !!item.signedIn,
      revoked: !!item.revoked,
      startedAt,
      endedAt: Date.now(),
      status,
      answer,
      guest,
      granted,
      error,
    });
  }
}

const alive = () => {
  try {
    process.kill(server.pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Polls a signed-in call until it succeeds; returns the milliseconds it took from `since`. */
async function recovery(since) {
  while (Date.now() - since < RECOVERY_LIMIT_MS) {
    const response = await send(`${server.base}/pedestal/auth/userInfo`, {
      headers: { host, authorization: `Bearer ${userToken}` },
    }).catch(() => null);
    if (response?.status === 200 && response.json().data.userType !== 'GUEST') return Date.now() - since;
    await sleep(100);
  }
  return null;
}

const started = Date.now();
const clients = Array.from({ length: CONNECTIONS }, (_, index) => client(index));
const cycles = [];
await sleep(UP_MS);
for (let cycle = 1; cycle <= CYCLES; cycle++) {
  const stopIssuedAt = Date.now();
  await cluster.stopPostgres();
  const downAt = Date.now();
  const readyWhileDown = [];
  await sleep(DOWN_MS / 2);
  readyWhileDown.push((await send(`${server.base}/readyz`).catch(() => ({ status: 0 }))).status);
  await sleep(DOWN_MS / 2);
  const startIssuedAt = Date.now();
  await cluster.startPostgres();
  const upAt = Date.now();
  const recoveredMs = await recovery(upAt);
  const recoveredAt = recoveredMs === null ? null : upAt + recoveredMs;
  marks.push({ cycle, stopIssuedAt, downAt, startIssuedAt, upAt, recoveredAt });
  cycles.push({ cycle, stopMs: downAt - stopIssuedAt, startMs: upAt - startIssuedAt, recoveredMs, readyWhileDown });
  console.log(
    `cycle ${cycle}: stop ${downAt - stopIssuedAt} ms, down ${startIssuedAt - downAt} ms (readyz ${readyWhileDown}),` +
      ` start ${upAt - startIssuedAt} ms, signed-in calls back ${recoveredMs === null ? 'NEVER' : `${recoveredMs} ms`} after the start`,
  );
  await sleep(UP_MS);
}
running = false;
await Promise.all(clients);
const exitedDuringRun = !alive();

/** Which phase a request belongs to: wholly while down, wholly in a settled up period, or across a change. */
function phaseOf(sample) {
  for (const mark of marks) {
    if (sample.startedAt >= mark.downAt && sample.endedAt <= mark.startIssuedAt) return 'down';
  }
  const firstStop = marks[0]?.stopIssuedAt ?? Infinity;
  if (sample.endedAt < firstStop) return 'up';
  for (const [index, mark] of marks.entries()) {
    const nextStop = marks[index + 1]?.stopIssuedAt ?? Infinity;
    if (mark.recoveredAt !== null && sample.startedAt >= mark.recoveredAt + SETTLE_MS && sample.endedAt < nextStop) {
      return 'up';
    }
  }
  return 'transition';
}

const rows = new Map();
const violations = [];
for (const sample of samples) {
  const phase = phaseOf(sample);
  const key = `${phase}|${sample.name}`;
  const row = rows.get(key) ?? {
    phase,
    request: sample.name,
    requests: 0,
    granted: 0,
    statuses: {},
    asGuest: 0,
    socketErrors: 0,
  };
  rows.set(key, row);
  row.requests++;
  if (sample.error) row.socketErrors++;
  else row.statuses[sample.answer] = (row.statuses[sample.answer] ?? 0) + 1;
  if (sample.granted) row.granted++;
  if (sample.guest) row.asGuest++;

  const ok = sample.granted;
  if (sample.revoked && ok) violations.push(`revoked token accepted (${phase}): ${sample.name}`);
  if (phase === 'down' && sample.signedIn && ok)
    violations.push(`access granted while down: ${sample.name} HTTP ${sample.status}`);
  if (phase === 'down' && sample.signedIn && sample.guest)
    violations.push(`answered as a guest while down: ${sample.name}`);
  if (phase === 'up' && !sample.revoked && !ok) {
    violations.push(`failed while up: ${sample.name} ${sample.error ?? `HTTP ${sample.status}`}`);
  }
  if (phase === 'up' && sample.signedIn && sample.guest)
    violations.push(`answered as a guest while up: ${sample.name}`);
}
for (const cycle of cycles) {
  if (cycle.recoveredMs === null)
    violations.push(`cycle ${cycle.cycle}: signed-in calls did not come back within ${RECOVERY_LIMIT_MS / 1000} s`);
  if (cycle.readyWhileDown.some((status) => status !== 503))
    violations.push(`cycle ${cycle.cycle}: /readyz answered ${cycle.readyWhileDown} while down`);
}
if (exitedDuringRun) violations.push('the server process exited');

const table = [...rows.values()]
  .sort((a, b) => a.phase.localeCompare(b.phase) || a.request.localeCompare(b.request))
  .map((row) => ({
    ...row,
    statuses: Object.entries(row.statuses)
      .map(([code, count]) => `${code}×${count}`)
      .join(' '),
  }));
printTable(`db-outage: ${CYCLES} stops of PostgreSQL under ${CONNECTIONS} concurrent clients`, table, [
  'phase',
  'request',
  'requests',
  'granted',
  'asGuest',
  'socketErrors',
  'statuses',
]);

const summary = {
  cycles: CYCLES,
  downS: DOWN_MS / 1000,
  upS: UP_MS / 1000,
  connections: CONNECTIONS,
  durationS: Math.round((Date.now() - started) / 1000),
  requests: samples.length,
  processExits: exitedDuringRun ? 1 : 0,
  signedInWhileDown: samples.filter((s) => s.signedIn && phaseOf(s) === 'down').length,
  accessGrantedWhileDown: violations.filter(
    (v) => v.startsWith('access granted') || v.startsWith('answered as a guest while down'),
  ).length,
  revokedAccepted: violations.filter((v) => v.startsWith('revoked')).length,
  publicWhileDown: (() => {
    const down = samples.filter((s) => !s.signedIn && !s.revoked && phaseOf(s) === 'down');
    return { requests: down.length, granted: down.filter((s) => s.granted).length };
  })(),
  failuresWhileUp: violations.filter((v) => v.startsWith('failed while up')).length,
  recoveryMs: cycles.map((cycle) => cycle.recoveredMs),
};
console.log(JSON.stringify(summary, null, 2));
await server.stop();
cluster.stop();
build?.remove();
const file = await writeResult('db-outage', { summary, cycles, rows: table, violations: violations.slice(0, 100) });
console.log(`wrote ${path.relative(root, file)}`);
if (violations.length > 0) {
  console.error(`\n✖ ${violations.length} violations, first ones:\n  ${violations.slice(0, 15).join('\n  ')}`);
  process.exit(1);
}
console.log('\n✔ db-outage: no exit, no access while down, recovery without a restart');
