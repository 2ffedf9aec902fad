import { chmodSync, lchownSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { StoreError } from './store-error';

/** The account the PostgreSQL server runs as when this process is root. */
export interface ServerUser {
  name: string;
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. Rather than create an account (useradd changes the machine), a root process
 * runs the server as `nobody`, which every Linux system has; spawn() switches uid/gid in the child.
 */
export function serverUser(): ServerUser | undefined {
  if (process.platform === 'win32' || process.getuid?.() !== 0) return undefined;
  let uid = 65534;
  let gid = 65534;
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('nobody:'));
    const fields = line?.split(':');
    if (fields && fields.length > 3) [uid, gid] = [Number(fields[2]), Number(fields[3])];
  } catch {
    // No /etc/passwd: the conventional ids.
  }
  return { name: 'nobody', uid, gid };
}

/** True when `user` may enter the folder (the execute bit that applies to it). */
function canEnter(dir: string, user: ServerUser): boolean {
  const stat = statSync(dir);
  if (stat.uid === user.uid) return (stat.mode & 0o100) !== 0;
  if (stat.gid === user.gid) return (stat.mode & 0o010) !== 0;
  return (stat.mode & 0o001) !== 0;
}

/**
 * Checks that the server user can reach `target` through every parent folder. The data folder itself may be a
 * private temp folder (mkdtemp makes them 0700): it gets o+x, which lets others pass through but not list it.
 */
export function ensureReachable(target: string, user: ServerUser | undefined, dataDir?: string): void {
  if (!user) return;
  const absolute = path.resolve(target);
  const chain: string[] = [];
  for (let dir = absolute; ; dir = path.dirname(dir)) {
    chain.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of chain) {
    if (canEnter(dir, user)) continue;
    if (dataDir && path.resolve(dataDir) === dir) {
      chmodSync(dir, statSync(dir).mode | 0o001);
      continue;
    }
    throw new StoreError(
      `以 root 运行时，内置 PostgreSQL 以 ${user.name} 用户运行，但它无法进入文件夹 ${dir}` +
        `（权限 ${(statSync(dir).mode & 0o777).toString(8)}），因而无法使用 ${absolute}。` +
        `请以普通用户运行，或把项目和 YIZHAN_DATA_DIR 放在其他用户可进入的位置（如 /srv、/opt），或设置 DATABASE_URL。`,
    );
  }
}

/** Changes the owner of a folder tree (without following links). */
function chownTree(dir: string, user: ServerUser): void {
  lchownSync(dir, user.uid, user.gid);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const child = path.join(dir, entry.name);
    if (entry.isDirectory()) chownTree(child, user);
    else lchownSync(child, user.uid, user.gid);
  }
}

/**
 * Creates a folder the server owns (0700, as PostgreSQL demands of its data folder). As root, a folder owned by
 * someone else (say an earlier run as an ordinary user) is handed over to the server user.
 */
export function ensureServerFolder(dir: string, user: ServerUser | undefined): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stat = statSync(dir);
  if (user && (stat.uid !== user.uid || stat.gid !== user.gid)) chownTree(dir, user);
  if (!user && process.getuid && stat.uid !== process.getuid()) {
    throw new StoreError(
      `数据库文件夹 ${dir} 属于另一个用户（uid ${stat.uid}），当前用户（uid ${process.getuid()}）无法使用它。` +
        `请以创建它的用户运行，或以 root 运行（会把它交给 nobody 用户），或执行 chown -R $(id -u) ${dir}。`,
    );
  }
  if ((stat.mode & 0o077) !== 0) chmodSync(dir, 0o700);
}
