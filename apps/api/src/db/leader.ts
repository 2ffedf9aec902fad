import type pg from 'pg';

/**
 * The key of the background jobs' advisory lock ('yizhan' in ASCII). Advisory locks belong to one database of a
 * server, so two portals on two databases of one PostgreSQL do not share a leader.
 */
const LEADER_LOCK_KEY = '133493932188014';

/** How often a process that does not lead asks for the lock, and the leader checks its session is alive. */
const CHECK_INTERVAL_MS = 2_000;

/** What the election says about itself. */
export interface LeaderLog {
  info(message: string): void;
  warn(object: { err: unknown }, message: string): void;
}

/** Work that runs in the leader only: started when it begins to lead, stopped by what `start` returned. */
export type LeaderWork = () => () => void | Promise<void>;

/** Where background jobs ask to run only in the one process that leads them (ADR 077). */
export interface Leadership {
  whileLeading(start: LeaderWork): void;
}

/**
 * Chooses the one process, among all the workers of all the machines on one database, that runs the background
 * jobs (indexing, housekeeping, popularity: ADR 077). The leader holds a PostgreSQL advisory lock on a session of
 * its own; when it dies, or its session is cut, PostgreSQL lets the lock go and the next process to ask — within
 * CHECK_INTERVAL_MS — takes over. A leader whose session fails stops its jobs before anyone else can start them
 * again (a cut session has already released the lock). On PGlite (tests, one process) the process always leads.
 */
export class LeaderElection implements Leadership {
  private readonly works: LeaderWork[] = [];
  private stops: (() => void | Promise<void>)[] = [];
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  /** No database of other processes to share (PGlite): this one leads, and nothing is asked. */
  private alone = false;
  private checking: Promise<void> | undefined;
  leading = false;

  constructor(
    private readonly connect: () => pg.Client | null,
    private readonly log: LeaderLog,
    private readonly intervalMs = CHECK_INTERVAL_MS,
  ) {}

  whileLeading(start: LeaderWork): void {
    this.works.push(start);
    if (this.leading) this.stops.push(start());
  }

  /** Starts asking for the lead (at once, then every interval). */
  start(): void {
    this.checking = this.check();
  }

  /** Stops the jobs if this process leads, and lets the lead go. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.checking;
    await this.stepDown();
    await this.client?.end().catch(() => {});
    this.client = undefined;
  }

  private async check(): Promise<void> {
    try {
      if (!this.client) {
        const client = this.connect();
        if (!client) {
          this.alone = true;
          return this.lead();
        }
        // `on`, not `once`: a second 'error' without a listener would take the process down.
        client.on('error', (error) => void this.lose(client, error));
        this.client = client;
        await client.connect();
      }
      const client = this.client;
      if (this.leading) await client.query('select 1');
      else {
        const { rows } = await client.query<{ got: boolean }>(`select pg_try_advisory_lock(${LEADER_LOCK_KEY}) as got`);
        if (rows[0]?.got && !this.stopped) this.lead();
      }
    } catch (error) {
      if (this.client) await this.lose(this.client, error);
    } finally {
      if (!this.stopped && !this.alone) {
        this.timer = setTimeout(() => (this.checking = this.check()), this.intervalMs);
        this.timer.unref();
      }
    }
  }

  private lead(): void {
    this.leading = true;
    this.log.info(`本进程（${process.pid}）负责后台任务：搜索索引、清理与热度`);
    this.stops = this.works.map((start) => start());
  }

  /** The session failed: the lock is gone with it, so the jobs stop and the next check asks again on a new one. */
  private async lose(client: pg.Client, error: unknown): Promise<void> {
    if (this.client !== client) return;
    this.client = undefined;
    void client.end().catch(() => {});
    if (this.stopped) return;
    this.log.warn({ err: error }, '后台任务的数据库会话中断，稍后重新竞选');
    await this.stepDown();
  }

  private async stepDown(): Promise<void> {
    if (!this.leading) return;
    this.leading = false;
    const stops = this.stops;
    this.stops = [];
    await Promise.all(stops.map(async (stop) => stop()));
  }
}
