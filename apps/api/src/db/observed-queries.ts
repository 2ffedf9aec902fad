import { AsyncResource } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

// Statements as the metrics and the tracing see them (ADR 067). Each driver's query method is wrapped where every
// statement passes, once: a pooled connection's `query` (pool.query, transactions and the planned pool all end
// there) and PGlite's `query`/`exec` with its transactions'. Nothing is wrapped without an observer.

/**
 * Where a statement ran: the portal's pool, the pool of statements planned once (ADR 045), the same two on the
 * streaming replica (ADR 078), or PGlite.
 */
export type PoolName = 'main' | 'planned' | 'replica' | 'replica-planned' | 'pglite';

/** How a pool's connections are used at a moment. */
export interface PoolUse {
  pool: PoolName;
  total: number;
  idle: number;
  /** Statements waiting for a free connection. */
  waiting: number;
  max: number;
}

/**
 * Watches every statement (metrics and tracing, lib/telemetry.ts): `start` is called as a statement is sent and
 * returns what to call when it ends.
 */
export interface QueryObserver {
  start(pool: PoolName, text: string): (error: unknown) => void;
  /**
   * Keep the caller's async context across a wait for a free connection (tracing: a statement's span belongs to
   * the request that sent it, not to the one whose release handed the connection over).
   */
  readonly keepsContext?: boolean;
}

type Send = (...args: unknown[]) => unknown;

/** The SQL text of a driver's first argument: a string or a query config (`{ text, values, name }`). */
function textOf(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as { then?: unknown } | null | undefined)?.then === 'function';

/** Sends one statement under the observer; it ends when its callback is called or its promise settles. */
function observedSend(observer: QueryObserver, pool: PoolName, send: Send, target: unknown, args: unknown[]) {
  const config = args[0];
  // A submittable (a cursor or a stream) reports on its own events; the portal sends none.
  if (typeof (config as { submit?: unknown } | null | undefined)?.submit === 'function')
    return send.apply(target, args);
  const end = observer.start(pool, textOf(config));
  let ended = false;
  const endOnce = (error: unknown) => {
    if (ended) return;
    ended = true;
    end(error);
  };
  const last = args.length - 1;
  const callback = args[last];
  if (typeof callback === 'function') {
    args[last] = (error: unknown, ...rest: unknown[]) => {
      endOnce(error ?? undefined);
      return (callback as Send)(error, ...rest);
    };
  }
  let result: unknown;
  try {
    result = send.apply(target, args);
  } catch (error) {
    endOnce(error);
    throw error;
  }
  if (typeof callback !== 'function') {
    // A branch of its own: the caller still gets (and handles) the promise as it was.
    if (isThenable(result)) result.then(() => endOnce(undefined), endOnce);
    else endOnce(undefined);
  }
  return result;
}

/** Wraps `methods` of `target` (an instance: its own property shadows the class's method). */
function wrap(target: object, methods: string[], observer: QueryObserver, pool: PoolName) {
  const fields = target as Record<string, Send>;
  for (const method of methods) {
    const send = fields[method]!;
    fields[method] = (...args: unknown[]) => observedSend(observer, pool, send, target, args);
  }
}

/** Observes every statement of a node-postgres pool's connections. */
export function observePool(pool: pg.Pool, name: PoolName, observer: QueryObserver): void {
  pool.on('connect', (client) => wrap(client, ['query'], observer, name));
  if (!observer.keepsContext) return;
  // pool.query waits for a connection with a callback, which a release calls in the releasing request's context:
  // bound here to the context it was asked in.
  const connect = pool.connect.bind(pool) as (callback?: Send) => unknown;
  (pool as unknown as { connect: Send }).connect = (callback?: unknown) =>
    typeof callback === 'function' ? connect(AsyncResource.bind(callback as Send)) : connect();
}

/** Observes every statement of a PGlite database, its transactions' included (tests). */
export function observePglite(client: PGlite, observer: QueryObserver): void {
  wrap(client, ['query', 'exec'], observer, 'pglite');
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: (tx: object) => Promise<unknown>) =>
    transaction((tx) => {
      wrap(tx, ['query', 'exec'], observer, 'pglite');
      return work(tx);
    })) as PGlite['transaction'];
}

/** A pool's connections now. */
export const poolUse = (pool: pg.Pool, name: PoolName, max: number): PoolUse => ({
  pool: name,
  total: pool.totalCount,
  idle: pool.idleCount,
  waiting: pool.waitingCount,
  max,
});
