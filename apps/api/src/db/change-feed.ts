import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import { replicaGateOf, type Db } from './client';

/** The channel the database announces changes of what pages read on (migration 0007). */
export const CHANGE_CHANNEL = 'yizhan_cache';

const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 30_000;

interface Listener {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

const isPglite = (client: unknown): client is Listener => typeof (client as Partial<Listener>).listen === 'function';

/**
 * Calls `onChange` whenever the database announces a change (any instance, any writer: ADR 018), and also after a
 * lost listening connection comes back, since announcements may have been missed meanwhile. On PostgreSQL one
 * pooled connection is kept for LISTEN and re-opened with backoff; it never takes the process down. With a
 * replica, its gate is told first (ADR 078): the shared reads go to the primary until the replica has replayed the
 * change, and the caches cleared by `onChange` are filled again from there.
 */
export async function watchChanges(
  db: Db,
  onAnyChange: () => void,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (isPglite(client)) return client.listen(CHANGE_CHANNEL, onAnyChange);
  const gate = replicaGateOf(db);
  gate?.start(log);
  const onChange = () => {
    gate?.changed();
    onAnyChange();
  };

  const pool = client as pg.Pool;
  let stopped = false;
  let connection: pg.PoolClient | undefined;
  let timer: NodeJS.Timeout | undefined;
  let delay = RETRY_MIN_MS;

  const retry = () => {
    if (stopped) return;
    timer = setTimeout(() => void connect(), delay);
    timer.unref();
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  };
  const connect = async () => {
    let opened: pg.PoolClient | undefined;
    try {
      opened = await pool.connect();
      const current = opened;
      current.on('notification', onChange);
      let failed = false;
      // `on`, not `once`: a second 'error' without a listener would take the process down.
      current.on('error', (error) => {
        // After stop() the connection is already released: nothing to do (a second release would throw).
        if (failed || stopped) return;
        failed = true;
        log.warn({ err: error }, '数据库变更监听连接中断，稍后重连');
        if (connection === current) connection = undefined;
        current.release(true);
        retry();
      });
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
      connection = current;
      if (delay > RETRY_MIN_MS) onChange();
      delay = RETRY_MIN_MS;
    } catch (error) {
      log.warn({ err: error }, '无法监听数据库变更，稍后重试');
      if (opened && connection !== opened) opened.release(true);
      retry();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    gate?.stop();
    clearTimeout(timer);
    connection?.release(true);
    connection = undefined;
  };
}
