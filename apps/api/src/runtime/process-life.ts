/** What a process says about its start and stop: pino's JSON lines, the app's logger or the primary's own. */
export interface LifeLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface Opened {
  value: unknown;
  close: () => Promise<void>;
}

/**
 * Milliseconds from SIGTERM to the forced exit: what runs then (a render, a stream, a drain's batch) is cut short
 * and the process exits 1, so a stop never takes more than about 10 s in any state (issue 35, issue 39).
 */
export const SHUTDOWN_GRACE_MS = 8_000;

/**
 * A server process's life from its first line to its exit (ADR 077). The signal handlers are there before anything
 * is opened, so SIGTERM (or SIGINT) is handled the same way at every moment: during the start, each step under way
 * is let finish — the embedded store's start, a migration — and then what the start has opened is closed, last
 * opened first, instead of starting what comes next; once started, the same closing runs at once. What has not
 * finished SHUTDOWN_GRACE_MS after the signal is cut short: exit 1.
 */
export class ProcessLife {
  private readonly opened: Opened[] = [];
  private stepping = 0;
  private closing: Promise<void> | undefined;
  /** A signal came: the process is on its way out (readiness answers no). */
  stopping = false;
  private readonly stopped = new AbortController();
  /** Aborted by the signal: a step that can end early (a first start's initdb) does. */
  readonly signal = this.stopped.signal;

  constructor(
    private log: LifeLog,
    private readonly graceMs = SHUTDOWN_GRACE_MS,
  ) {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => this.signalled(signal));
  }

  /** Logs to `log` from now on (the app's logger, once the app is built). */
  useLog(log: LifeLog): void {
    this.log = log;
  }

  /** Awaits a step of the start; after a signal during it, the process closes instead of going on. */
  async step<T>(work: PromiseLike<T>): Promise<T> {
    this.stepping += 1;
    try {
      return await work;
    } finally {
      this.stepping -= 1;
      if (this.stopping) await this.close();
    }
  }

  /** A step that opens something: `close` closes it when the process ends (or earlier, by `closeNow`). */
  async open<T>(work: PromiseLike<T>, close: (value: T) => Promise<void>): Promise<T> {
    return this.step(
      Promise.resolve(work).then((value) => {
        this.opened.push({ value, close: () => close(value) });
        return value;
      }),
    );
  }

  /** Closes one thing opened before, now (the primary's connection used for migrations). */
  async closeNow(value: unknown): Promise<void> {
    const index = this.opened.findIndex((each) => each.value === value);
    if (index < 0) return;
    const [entry] = this.opened.splice(index, 1);
    await entry!.close();
  }

  /** The start failed after something was opened: close it all, then exit 1. */
  fail(): Promise<never> {
    this.stopping = true;
    return this.close(1);
  }

  private signalled(signal: NodeJS.Signals): void {
    if (this.stopping) return;
    this.stopping = true;
    this.log.info({ signal }, 'shutting down');
    this.stopped.abort();
    const cutShort = setTimeout(() => {
      this.log.warn({ graceMs: this.graceMs }, '关闭超时：仍在处理的请求被中止');
      process.exit(1);
    }, this.graceMs);
    cutShort.unref();
    // During a step of the start, the step's end closes (see step()).
    if (this.stepping === 0) void this.close();
  }

  /** Closes what was opened, last first, and exits: 0 when everything closed, 1 when something failed to. */
  private close(code = 0): Promise<never> {
    this.closing ??= (async () => {
      let failed = code !== 0;
      for (const entry of this.opened.reverse()) {
        await entry.close().catch((error: unknown) => {
          failed = true;
          this.log.warn({ err: error }, 'shutdown failed');
        });
      }
      process.exit(failed ? 1 : 0);
    })();
    return this.closing as Promise<never>;
  }
}
