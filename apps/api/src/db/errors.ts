import { DrizzleQueryError } from 'drizzle-orm/errors';

/** The message of every call that needs the database while it is away (security.md F2). */
export const DATABASE_UNAVAILABLE_MESSAGE = '数据库暂时不可用，请稍后再试';

// Socket errors, PostgreSQL's class 08 (connection exception) and 57P0x (shutting down), pg-pool's own messages.
const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const unavailableSqlState = /^(08\w{3}|57P0[1-3])$/;
const unavailableMessage =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|database system is (starting up|shutting down)|PGlite is closed/i;

/** The driver's own error under Drizzle's wrapper. */
const rootOf = (error: unknown): unknown => (error instanceof DrizzleQueryError ? (error.cause ?? error) : error);

/** Whether an error means the database cannot be reached right now (not that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const root = rootOf(error) as { code?: unknown; message?: unknown } | null;
  if (!root || typeof root !== 'object') return false;
  const code = typeof root.code === 'string' ? root.code : '';
  if (unavailableCodes.has(code) || unavailableSqlState.test(code)) return true;
  return typeof root.message === 'string' && unavailableMessage.test(root.message);
}

/**
 * An error as it may be logged: a failed query keeps its SQL text and the driver's error, never its parameters
 * (they carry what users typed: search words, account names — security.md D2).
 */
export function loggable(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return { type: 'DrizzleQueryError', query: error.query, cause: { message: cause?.message, code: cause?.code } };
}
