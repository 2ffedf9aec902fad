import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { loadEnv } from './env';
import { jsonLog } from './runtime/json-log';
import { ProcessLife, SHUTDOWN_GRACE_MS } from './runtime/process-life';
import { primaryStore, runPrimary } from './runtime/primary';
import { serve } from './runtime/serve';

const env = loadEnv();
// React and React Router (loaded later, by the web host) pick their builds from NODE_ENV; `node dist/server.js`
// without it must still get the production builds, which are several times faster than the development ones.
process.env.NODE_ENV = env.NODE_ENV;

/**
 * The primary waits for its workers' own grace and then stops the store: a little longer, so a worker cut short
 * still leaves a primary that stops the store cleanly within the 10 s of a stop (ADR 077).
 */
const PRIMARY_GRACE_MS = SHUTDOWN_GRACE_MS + 1_500;

// `WORKERS=N` (ADR 077): N processes share the port through the cluster module; `WORKERS=1` is one process alone.
if (cluster.isWorker) await serve(env, new ProcessLife(jsonLog), { role: 'worker', embedded: primaryStore() });
else if (env.WORKERS > 1)
  await runPrimary(env, new ProcessLife(jsonLog, PRIMARY_GRACE_MS), fileURLToPath(import.meta.url));
else await serve(env, new ProcessLife(jsonLog), { role: 'single' });
