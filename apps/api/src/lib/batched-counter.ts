/** A warning sink (Fastify's and pino's loggers are such). */
interface WarnLog {
  warn(details: object, message: string): void;
}

/**
 * Counts of one process, added to the database in one statement every `flushMs`: a keyword searched by many at once
 * would otherwise make every search wait for the same row's lock and a commit. Each instance adds its own
 * increments, so nothing is lost or counted twice across instances; a crash loses at most the last `flushMs`.
 */
export class BatchedCounter<Row extends object> {
  private pending = new Map<string, Row & { count: number }>();
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (batch: (Row & { count: number })[]) => Promise<void>,
    private readonly options: { flushMs: number; failure: string; log?: WarnLog | undefined },
  ) {}

  /** Counts one occurrence of `row`, told apart from others by `key`. */
  count(key: string, row: Row): void {
    const entry = this.pending.get(key) ?? { ...row, count: 0 };
    entry.count += 1;
    this.pending.set(key, entry);
    if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
      this.timer.unref();
    }
  }

  /** Adds what was counted so far to the database (also on shutdown and in tests). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending.clear();
    this.flushing = this.flushing.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.write(batch);
      } catch (error) {
        this.options.log?.warn({ err: error }, this.options.failure);
      }
    });
    return this.flushing;
  }
}
