import type { LifeLog } from './process-life';

/**
 * Lines in the app's log format (pino's JSON: level 30 info, 40 warning, 50 error) from a process that has no app
 * logger: the primary of `WORKERS=N`, and any process before its app is built. One JSON record a line, so what a
 * log collector reads stays one format (security.md D2).
 */
export const jsonLog: LifeLog & { error(object: object, message: string): void } = {
  info: (object, message) => write(30, object, message),
  warn: (object, message) => write(40, object, message),
  error: (object, message) => write(50, object, message),
};

function write(level: number, object: object, msg: string): void {
  const fields = Object.fromEntries(
    Object.entries(object).map(([key, value]) => [key, value instanceof Error ? errorOf(value) : value]),
  );
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, ...fields, msg })}\n`);
}

const errorOf = (error: Error) => ({ type: error.name, message: error.message, stack: error.stack });
