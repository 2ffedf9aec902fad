import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../lib/memo-cache';
import { nextDueTime, publishDue } from './news.console.repository';

/** setTimeout's longest wait; a later time is waited for in steps. */
const LONGEST_WAIT_MS = 2_147_483_647;
const RETRY_MS = 30_000;

/**
 * 定时发布 (ADR 073): every instance waits for the next scheduled article's time and then publishes what is due. The
 * update is the same on every instance (only rows still 'scheduled' and due), so whichever comes first publishes and
 * the others change nothing; the write announces itself (ADR 018), every cache is cleared and the sites show the
 * article within a second of its time, without a restart. The wait is re-armed after every announced change,
 * since a new schedule (or a withdrawn one) may move the next time.
 */
export function schedulePublishing(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const arm = async () => {
    const due = await nextDueTime(db);
    clearTimeout(timer);
    timer = undefined;
    if (!due || closed) return;
    const wait = Math.min(Math.max(due.getTime() - Date.now(), 0), LONGEST_WAIT_MS);
    timer = setTimeout(() => void fire(), wait);
    timer.unref();
  };
  // While the database fails, it is asked again after a pause, never in a loop.
  const retryLater = (error: unknown) => {
    app.log.warn({ err: error }, '定时发布新闻失败，稍后重试');
    clearTimeout(timer);
    timer = setTimeout(() => void rearm(), RETRY_MS);
    timer.unref();
  };
  const fire = async () => {
    try {
      await publishDue(db);
      await arm();
    } catch (error) {
      retryLater(error);
    }
  };
  const rearm = () => arm().catch(retryLater);

  cache.onClear(() => void rearm());
  app.addHook('onReady', rearm);
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
  });
}
