/**
 * Work a start must finish before the server calls itself ready (/readyz): loading what the first render needs, so
 * the first visitors a load balancer sends are not the ones who wait for it (issue 35).
 */
export class StartupWork {
  private readonly pending = new Set<Promise<void>>();

  /** Holds readiness until `work` settles; a failure only ends the wait (the work was an optimisation). */
  track(work: Promise<unknown>): Promise<void> {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    const tracked = settled.finally(() => this.pending.delete(tracked));
    this.pending.add(tracked);
    return tracked;
  }

  /** Whether the process is on its way out (a signal came, ADR 077): no longer ready, whatever else holds. */
  stopping: () => boolean = () => false;

  /** Whether nothing is left to wait for. */
  get done(): boolean {
    return this.pending.size === 0;
  }
}
