import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

// Whether the streaming replica may answer the reads that every visitor shares (ADR 078). It may only once it has
// replayed every change this process was told of: after a change notice (ADR 018) the gate closes, those reads go
// to the primary, and it opens again when the replica has replayed the primary's WAL position taken after the
// notice. So a change is never read back older from the replica than from the primary, on any instance, and a
// replica that falls behind or goes away only sends the reads back to the primary.

/** How often a catching-up replica is asked whether it has replayed the target position. */
const POLL_MS = 10;
/** After a failure (the replica or the primary away), the next try. */
const RETRY_MS = 1_000;
/** While open: how often the replica is checked; it must have replayed what the primary had at the last check. */
const CHECK_MS = 2_000;

interface Log {
  warn(details: object, message: string): void;
  info(message: string): void;
}

const CURRENT_LSN = 'select pg_current_wal_lsn()::text as lsn';
// NULL on a server that is not in recovery (a primary named by mistake): never replayed, the gate stays closed.
const REPLAYED = 'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) as replayed';

export class ReplicaGate {
  /** True while the replica has replayed every announced change: shared reads may go there. */
  open = false;
  private changes = 0;
  private catchingUp: Promise<void> | undefined;
  private checkedAt: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private failing = false;
  private log: Log = { warn: () => {}, info: () => {} };

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
  ) {}

  /**
   * Started by the change feed, which tells it of every change: closed until then, and closed again after stop.
   * Opens once the replica has caught up with the primary, then checks it every CHECK_MS.
   */
  start(log: Log): void {
    this.log = log;
    this.stopped = false;
    this.changed();
    this.timer = setInterval(() => void this.check(), CHECK_MS);
    this.timer.unref();
  }

  stop(): void {
    this.stopped = true;
    this.open = false;
    clearInterval(this.timer);
  }

  /** A change was announced (or announcements may have been missed): closed until the replica has replayed it. */
  changed(): void {
    this.open = false;
    this.changes += 1;
    this.catchingUp ??= this.catchUp().finally(() => (this.catchingUp = undefined));
  }

  private async currentLsn(): Promise<string> {
    const { rows } = await this.primary.query<{ lsn: string }>(CURRENT_LSN);
    return rows[0]!.lsn;
  }

  private async replayed(lsn: string): Promise<boolean> {
    const { rows } = await this.replica.query<{ replayed: boolean }>(REPLAYED, [lsn]);
    return rows[0]!.replayed;
  }

  private async catchUp(): Promise<void> {
    while (!this.stopped) {
      const changes = this.changes;
      try {
        const target = await this.currentLsn();
        while (!this.stopped && !(await this.replayed(target))) await sleep(POLL_MS);
        // A change announced meanwhile may lie past the target: chase the newer position.
        if (changes !== this.changes || this.stopped) continue;
        this.checkedAt = target;
        this.open = true;
        if (this.failing) this.log.info('只读副本已恢复，共享内容的读取重新交给副本');
        this.failing = false;
        return;
      } catch (error) {
        if (!this.failing) this.log.warn({ err: error }, '只读副本不可用，共享内容暂由主库读取');
        this.failing = true;
        await sleep(RETRY_MS);
      }
    }
  }

  /** While open: the replica must answer and have replayed the position of the previous check, else it closes. */
  private async check(): Promise<void> {
    if (!this.open || this.stopped) return;
    try {
      if (this.checkedAt && !(await this.replayed(this.checkedAt))) {
        this.log.warn({ lsn: this.checkedAt }, '只读副本落后超过两秒，共享内容暂由主库读取');
        this.changed();
        return;
      }
      this.checkedAt = await this.currentLsn();
    } catch (error) {
      this.log.warn({ err: error }, '只读副本不可用，共享内容暂由主库读取');
      this.failing = true;
      this.changed();
    }
  }
}
