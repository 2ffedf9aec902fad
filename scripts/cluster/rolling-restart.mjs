// A rolling restart under load: visitors' GETs through nginx without pause while each instance in turn is stopped
// with SIGTERM (it drains what it has under way) and started again. Every GET must succeed: nginx sends what a
// stopping instance refuses (a refused connection, or 503 while it closes) to another one.
import { send } from '../../bench/lib/http.mjs';
import { keepAliveAgent } from './http.mjs';

/** Concurrent visitors: enough to have requests in flight at every stop, few enough not to shed on 2 cores. */
const VISITORS = 4;
const PAUSE_MS = 1_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves { requests, seconds, failures: [{ path, outcome }], restarts: [{ port, exitCode, ms }] }. */
export async function rollingRestartUnderLoad({ nginx, instances, host }) {
  const home = await send(`${nginx.base}/`, { headers: { host } });
  const asset = /\/assets\/[\w.-]+\.js/.exec(home.text())?.[0];
  if (!asset) throw new Error('no built script found on the home page');
  const paths = ['/', '/homepage/globalConfig', '/homepage/news/list?page=1&pageSize=10', asset, '/mobile/home'];
  const failures = [];
  let requests = 0;
  let running = true;
  const visitor = async (offset) => {
    const agent = keepAliveAgent();
    for (let turn = offset; running; turn++) {
      const path = paths[turn % paths.length];
      const outcome = await send(`${nginx.base}${path}`, {
        headers: { host, 'accept-encoding': 'br, gzip', 'x-forwarded-for': `10.40.0.${offset + 1}` },
        agent,
      }).then(
        (response) => response.status,
        (error) => error.message,
      );
      requests += 1;
      if (typeof outcome !== 'number' || outcome >= 400) failures.push({ path, outcome });
    }
    agent.destroy();
  };
  const started = performance.now();
  const load = Array.from({ length: VISITORS }, (_, offset) => visitor(offset));
  const restarts = [];
  try {
    await sleep(PAUSE_MS);
    for (const each of instances) {
      const restartedAt = performance.now();
      const exitCode = await each.stop();
      await each.start();
      restarts.push({ port: each.port, exitCode, ms: Math.round(performance.now() - restartedAt) });
      await sleep(PAUSE_MS);
    }
  } finally {
    running = false;
    await Promise.all(load);
  }
  return { requests, seconds: Math.round((performance.now() - started) / 1000), failures, restarts };
}
