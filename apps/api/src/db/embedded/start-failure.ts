import type { ClusterPaths } from './cluster';
import { StoreError } from './store-error';

/** Causes recognised in the server log (lc_messages=C, so the text is stable) and what they mean to the reader. */
const causes: [RegExp, string][] = [
  [/lock file ".*" already exists|another postmaster/i, '另一个进程正在使用这个文件夹，请先停止它'],
  [
    /incompatible with server|initialized by PostgreSQL version|PG_VERSION/i,
    '文件夹由另一个版本的 PostgreSQL 创建，与当前内置版本不兼容',
  ],
  [/permission denied|must be owned by|invalid permissions/i, '没有访问该文件夹或其中文件的权限'],
  [
    /checkpoint record|PANIC|corrupt|invalid page|checksum|could not read|could not open file/i,
    '数据文件已损坏或不完整',
  ],
  [/shared memory|out of memory|No space left/i, '内存或磁盘空间不足'],
];

/**
 * The Chinese error for a server that did not come up: the folder, the recognised cause, the last log lines and
 * the way out (db:reset rebuilds the folder; back it up first when its data matter).
 */
export function describeStartFailure(paths: ClusterPaths, log: string, timedOut = false): StoreError {
  const lines = log
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const important = lines.filter((line) => /FATAL|PANIC|ERROR/.test(line));
  const cause = causes.find(([pattern]) => pattern.test(important.join('\n') || log))?.[1];
  const reason = timedOut ? '等待数据库服务就绪超时' : (cause ?? '数据库服务启动后立即退出');
  const tail = (important.length > 0 ? important : lines).slice(-5).join('\n  ');
  return new StoreError(
    `无法打开数据库文件夹 ${paths.cluster}：${reason}。\n` +
      (tail ? `服务日志（${paths.logFile}）：\n  ${tail}\n` : '') +
      `如果其中的数据可以丢弃，运行 npm run db:reset 重建（会删除该文件夹并重新写入演示数据）；` +
      `要保留数据，请先备份整个文件夹 ${paths.cluster}，再按日志处理。`,
  );
}
