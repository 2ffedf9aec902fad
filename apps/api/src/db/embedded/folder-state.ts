import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { StoreError } from './store-error';

interface ProcessInfo {
  alive: boolean;
  comm?: string | undefined;
  ppid?: number | undefined;
  cwd?: string | undefined;
}

const hasProc = process.platform === 'linux';

/**
 * What is known about a pid. A zombie counts as dead: it holds no files or shared memory, and where nobody reaps
 * orphans (some containers) a killed postmaster stays a zombie, which PostgreSQL's own check takes for alive.
 */
function processInfo(pid: number): ProcessInfo {
  if (hasProc) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const [state, ppid] = stat.slice(close + 2).split(' ');
      if (state === 'Z' || state === 'X') return { alive: false };
      let cwd: string | undefined;
      try {
        cwd = readlinkSync(`/proc/${pid}/cwd`);
      } catch {
        cwd = undefined;
      }
      return { alive: true, comm: stat.slice(stat.indexOf('(') + 1, close), ppid: Number(ppid), cwd };
    } catch {
      return { alive: false };
    }
  }
  try {
    const [ppid, ...comm] = execFileSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/);
    return { alive: true, ppid: Number(ppid), comm: path.basename(comm.join(' ')) };
  } catch {
    return { alive: false };
  }
}

/** A live PostgreSQL process working in this cluster folder (PostgreSQL processes chdir into it). */
function isServerOf(info: ProcessInfo, cluster: string): boolean {
  if (!info.alive || info.comm !== 'postgres') return false;
  return hasProc ? info.cwd === cluster : true;
}

/** Every live PostgreSQL process of the folder, backends included (they leave their own process group). */
function serverProcesses(cluster: string): number[] {
  if (!hasProc) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => pid !== process.pid && isServerOf(processInfo(pid), cluster));
}

async function waitGone(pids: number[], ms: number): Promise<number[]> {
  const deadline = Date.now() + ms;
  let left = pids.filter((pid) => processInfo(pid).alive);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(50);
    left = left.filter((pid) => processInfo(pid).alive);
  }
  return left;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone.
  }
}

/** The postmaster pid recorded in the cluster, if any. */
function recordedPostmaster(cluster: string): number | undefined {
  try {
    const pid = Number(readFileSync(path.join(cluster, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Our own runtime's name (`node`): a postmaster whose parent runs it is still served by a live process. */
function ownComm(): string | undefined {
  return hasProc ? processInfo(process.pid).comm : path.basename(process.execPath);
}

/**
 * Makes the folder startable after an unclean stop, or refuses when another live process serves it.
 * - A postmaster of this folder whose parent is alive and is a Node process: a second instance → StoreError.
 * - A postmaster whose parent died (`kill -9` of node alone): an orphan → fast shutdown (SIGINT), which also
 *   checkpoints, then immediate shutdown if it hangs.
 * - Backends of a killed postmaster still exiting: waited for, then killed; crash recovery covers their work.
 * - Then postmaster.pid and the socket lock may name a dead or reused pid: both are removed, which is safe now
 *   that no process of the folder is left (PostgreSQL itself would refuse a reused pid).
 * Returns what was done, for the log.
 */
export async function clearStaleState(cluster: string, socketLock: string): Promise<string[]> {
  const done: string[] = [];
  const real = realpathSync(cluster);
  const postmaster = recordedPostmaster(real);
  const info = postmaster === undefined ? { alive: false } : processInfo(postmaster);
  if (postmaster !== undefined && isServerOf(info, real)) {
    const parent = info.ppid === undefined ? { alive: false } : processInfo(info.ppid);
    if (info.ppid !== 1 && parent.alive && parent.comm === ownComm()) {
      throw new StoreError(
        `数据库文件夹 ${cluster} 正被另一个一站进程（PID ${info.ppid}）使用。一个数据文件夹同时只能由一个进程打开：` +
          `请先停止那个进程，或为这个进程设置另一个 YIZHAN_DATA_DIR（或 DATABASE_URL 指向共享的 PostgreSQL）。`,
      );
    }
    signal(postmaster, 'SIGINT');
    if ((await waitGone([postmaster], 60_000)).length > 0) {
      signal(postmaster, 'SIGQUIT');
      if ((await waitGone([postmaster], 5_000)).length > 0) signal(postmaster, 'SIGKILL');
    }
    done.push(`停止了上次遗留的数据库服务进程（PID ${postmaster}）`);
  }
  const lingering = serverProcesses(real);
  if (lingering.length > 0) {
    const left = await waitGone(lingering, 10_000);
    for (const pid of left) signal(pid, 'SIGKILL');
    await waitGone(left, 5_000);
    done.push(`等待上次遗留的 ${lingering.length} 个数据库进程退出`);
  }
  // Read again: a server stopped above has removed its own file.
  const stale = recordedPostmaster(real);
  const now = stale === undefined ? undefined : processInfo(stale);
  if (stale !== undefined && now && !isServerOf(now, real)) {
    rmSync(path.join(real, 'postmaster.pid'), { force: true });
    const why = now.alive ? '现在是另一个程序的进程' : '已不在运行';
    done.push(`删除了上次非正常退出留下的 postmaster.pid（其中的 PID ${stale} ${why}）`);
  }
  rmSync(socketLock, { force: true });
  return done;
}
