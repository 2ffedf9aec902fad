import cluster, { type Worker } from 'node:cluster';
import type { LifeLog } from './process-life';

/** The first pause before a dead worker is forked again; it doubles for each death in a row, up to the longest. */
const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
/** A worker that served this long died of something new: its successor starts after the first pause again. */
const STEADY_MS = 60_000;

/** One place in the pool: the worker in it now and the pause before its next restart. */
interface Slot {
  worker?: Worker;
  pause: number;
  timer?: NodeJS.Timeout;
  listened: boolean;
}

/**
 * The primary's workers (ADR 077): forked at the start, each forked again after it dies — after a pause that grows
 * while deaths follow each other, so a worker that cannot start does not take the machine's CPU — and all drained on
 * stop. A worker that dies before any worker ever listened (a port taken, a bad setting) fails the start instead:
 * restarting it would only repeat the failure.
 */
export class WorkerPool {
  private readonly slots: Slot[];
  private stopping = false;
  private anyListened = false;
  private started: { resolve: () => void; reject: (error: Error) => void } | undefined;

  constructor(
    size: number,
    private readonly env: Record<string, string>,
    private readonly log: LifeLog,
  ) {
    this.slots = Array.from({ length: size }, () => ({ pause: FIRST_PAUSE_MS, listened: false }));
  }

  /**
   * Forks every worker; settles when each listens, or fails when one dies before any did. `signal` ends the wait at
   * once (a SIGTERM during the start: `stop` then drains the workers, whatever their own start has reached).
   */
  start(signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      this.started = { resolve, reject };
      signal.addEventListener('abort', () => resolve(), { once: true });
      for (const slot of this.slots) this.fork(slot);
    });
  }

  /** Asks every worker to drain (SIGTERM: each closes as a single process does) and waits until all have exited. */
  async stop(): Promise<void> {
    this.stopping = true;
    const live = this.slots.flatMap((slot) => {
      clearTimeout(slot.timer);
      const { worker } = slot;
      return worker && !worker.isDead() ? [worker] : [];
    });
    const exits = live.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of live) worker.process.kill('SIGTERM');
    await Promise.all(exits);
  }

  private fork(slot: Slot): void {
    const worker = cluster.fork(this.env);
    const born = Date.now();
    let listened = false;
    slot.worker = worker;
    worker.once('listening', () => {
      listened = true;
      this.anyListened = true;
      slot.listened = true;
      if (this.slots.every((each) => each.listened)) this.started?.resolve();
    });
    worker.once('exit', (code, signal) => {
      if (this.stopping) return;
      if (!listened && !this.anyListened) {
        this.started?.reject(new Error(`工作进程未能启动（${signal ?? `退出码 ${code}`}），原因见上方日志`));
        return;
      }
      const pause = Date.now() - born > STEADY_MS ? FIRST_PAUSE_MS : slot.pause;
      slot.pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
      this.log.warn({ worker: worker.process.pid, code, signal, pauseMs: pause }, '工作进程意外退出，稍后重新启动');
      slot.timer = setTimeout(() => this.fork(slot), pause);
    });
  }
}
