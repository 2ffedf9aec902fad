import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedServer } from './embedded/embedded-postgres';
import { LeaderElection } from './leader';

// The leader of the background jobs (ADR 077), on a real PostgreSQL: advisory locks need sessions of their own,
// which PGlite has not. TEST_DATABASE_URL's server when set (CI), else an embedded server in a temporary folder.
const serverUrl = process.env.TEST_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'yizhan-leader-'));
let embedded: EmbeddedServer | undefined;
let config: pg.ClientConfig;

beforeAll(async () => {
  if (serverUrl) config = { connectionString: serverUrl };
  else {
    embedded = await startEmbeddedPostgres(dataDir);
    config = embedded.connection;
  }
}, 60_000);

afterAll(async () => {
  await embedded?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const quiet = { info: () => {}, warn: () => {} };

/** A process's election on the shared database, checking every 100 ms, and a record of its jobs' runs. */
function contender() {
  const sessions: pg.Client[] = [];
  const election = new LeaderElection(
    () => {
      const client = new pg.Client(config);
      sessions.push(client);
      return client;
    },
    quiet,
    100,
  );
  const runs = { started: 0, stopped: 0 };
  election.whileLeading(() => {
    runs.started += 1;
    return () => void (runs.stopped += 1);
  });
  election.start();
  return { election, runs, session: () => sessions.at(-1)! };
}

async function sessionPid(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  return rows[0]!.pid;
}

describe('the leader of the background jobs (ADR 077)', () => {
  it('one process leads; when it goes, another takes over within seconds; a cut session stops the jobs', async () => {
    const first = contender();
    await expect.poll(() => first.election.leading).toBe(true);
    const second = contender();
    const third = contender();
    // Several checks later, still one leader.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect([first, second, third].filter((each) => each.election.leading)).toHaveLength(1);
    expect([second.runs.started, third.runs.started]).toEqual([0, 0]);

    // The leader stops (a worker draining): its jobs stop and one of the others leads.
    await first.election.stop();
    expect(first.runs).toEqual({ started: 1, stopped: 1 });
    await expect.poll(() => [second, third].filter((each) => each.election.leading).length, { timeout: 3_000 }).toBe(1);

    // The new leader's session is cut from the server side (a crash, a network cut): it stops its jobs, and the
    // lock, gone with the session, goes to whichever asks first — the other one, or the cut one on a new session.
    const leader = second.election.leading ? second : third;
    const admin = new pg.Client(config);
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [await sessionPid(leader.session())]);
    } finally {
      await admin.end();
    }
    await expect.poll(() => leader.runs.stopped, { timeout: 3_000 }).toBe(1);
    const leaders = () => [second, third].filter((each) => each.election.leading);
    await expect.poll(() => leaders().length, { timeout: 3_000 }).toBe(1);
    // Several checks later, still one leader, and the jobs run in one process only.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(leaders()).toHaveLength(1);
    const running = (each: typeof second) => each.runs.started - each.runs.stopped;
    expect(running(second) + running(third)).toBe(1);

    await Promise.all([second.election.stop(), third.election.stop()]);
  }, 30_000);

  it('without a database of its own to share (PGlite) the process leads alone, at once', async () => {
    const election = new LeaderElection(() => null, quiet);
    let runs = 0;
    election.whileLeading(() => {
      runs += 1;
      return () => {};
    });
    election.start();
    await expect.poll(() => election.leading).toBe(true);
    expect(runs).toBe(1);
    await election.stop();
    expect(election.leading).toBe(false);
  });
});
