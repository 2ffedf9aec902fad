import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../client';
import { locateBinaries } from './binaries';

/** Why the suite cannot run here (no platform package), or undefined when it can. */
function unavailable(): string | undefined {
  try {
    locateBinaries();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}
const skipReason = unavailable();
if (skipReason) console.warn(`embedded PostgreSQL tests skipped: ${skipReason}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'yizhan-embedded-'));
const cluster = path.join(dataDir, 'pg');
const postmasterPid = () => Number(readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
afterAll(() => {
  // A failed test must not leave a server running on a deleted folder.
  try {
    process.kill(postmasterPid(), 'SIGQUIT');
  } catch {
    // No server left: the normal case.
  }
  rmSync(dataDir, { recursive: true, force: true });
});

async function notes(database: Database): Promise<string[]> {
  const result = await database.db.execute(sql`select note from crash_notes order by id`);
  return (result.rows as { note: string }[]).map((row) => row.note);
}

async function waitUntil(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

describe.skipIf(skipReason)('embedded PostgreSQL store', () => {
  it('F3: keeps a committed row when the postmaster is killed with -9, and reopens', async () => {
    const first = await openDatabase({ dataDir });
    try {
      expect(first.kind).toBe('embedded');
      await first.db.execute(sql`create table crash_notes (id serial primary key, note text not null)`);
      await first.db.execute(sql`insert into crash_notes (note) values ('before the crash')`);
      const killed = postmasterPid();
      process.kill(killed, 'SIGKILL');

      // The process that lost its server restarts it by itself (crash recovery replays the WAL). A pooled
      // connection may still answer for a moment after the kill, so wait for the new postmaster first.
      const restarted = async () => postmasterPid() !== killed && (await notes(first)).length > 0;
      expect(await waitUntil(restarted, 15_000)).toBe(true);
      expect(await notes(first)).toEqual(['before the crash']);
      process.kill(postmasterPid(), 'SIGKILL');
    } finally {
      await first.close();
    }
    const second = await openDatabase({ dataDir });
    expect(await notes(second)).toEqual(['before the crash']);
    await second.db.execute(sql`insert into crash_notes (note) values ('after the crash')`);
    await second.close();
    // About 5 s on an idle 2-core machine (initdb, two crash recoveries); room for a loaded one.
  }, 30_000);

  it('F3: starts over a stale postmaster.pid that names a live process of another program', async () => {
    // A reused pid: alive, but not a postgres of this folder. PostgreSQL alone would refuse to start.
    const stranger = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(cluster, 'postmaster.pid'), `${stranger.pid}\n${cluster}\n1\n5432\n\n\n0 0\nready   \n`);
      const database = await openDatabase({ dataDir });
      expect(await notes(database)).toEqual(['before the crash', 'after the crash']);
      await database.close();
    } finally {
      stranger.kill('SIGKILL');
    }
  });

  it('F3: stops the server a killed Node process left behind, then opens', async () => {
    // Another Node process opens the store and is killed with -9 alone: its postmaster lives on as an orphan.
    const script = path.join(dataDir, 'holder.mts');
    const client = JSON.stringify(path.resolve(import.meta.dirname, '../client.ts'));
    writeFileSync(
      script,
      `import { openDatabase } from ${client};\n` +
        `await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });\n` +
        `console.log('open');\nsetInterval(() => {}, 1000);\n`,
    );
    const holder = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let errors = '';
    holder.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('open') && resolve());
      holder.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${errors}`)));
    });
    const orphan = postmasterPid();
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));

    const database = await openDatabase({ dataDir });
    expect(postmasterPid()).not.toBe(orphan);
    expect(await notes(database)).toEqual(['before the crash', 'after the crash']);
    await database.close();
  });

  it('refuses a second instance on the same folder with a Chinese message, leaving the first working', async () => {
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/正被另一个一站进程.*使用/);
      await first.ping();
    } finally {
      await first.close();
    }
  });

  it('names the folder and the recovery command when the folder cannot be opened', async () => {
    const broken = mkdtempSync(path.join(tmpdir(), 'yizhan-broken-'));
    try {
      const database = await openDatabase({ dataDir: broken });
      await database.close();
      writeFileSync(path.join(broken, 'pg', 'PG_VERSION'), '9\n');
      const failure = openDatabase({ dataDir: broken });
      await expect(failure).rejects.toThrow(path.join(broken, 'pg'));
      await expect(failure).rejects.toThrow(/不兼容.*npm run db:reset/s);
    } finally {
      rmSync(broken, { recursive: true, force: true });
    }
  });
});
