import { afterEach, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { ReplicaGate } from './replica-gate';

// The gate's rule with stand-in servers: a WAL position is a number, the primary's grows with each write, and the
// replica answers whether it has replayed a position. The real servers: npm run test:cluster.

const silent = { warn: () => {}, info: () => {} };

function servers() {
  const state = { written: 10, replayed: 10, replicaDown: false };
  const lsn = (n: number) => `0/${n.toString(16)}`;
  const primary = { query: async () => ({ rows: [{ lsn: lsn(state.written) }] }) };
  const replica = {
    query: async (_text: string, [at]: [string]) => {
      if (state.replicaDown) throw new Error('connection refused');
      return { rows: [{ replayed: state.replayed >= parseInt(at.slice(2), 16) }] };
    },
  };
  return { state, primary: primary as unknown as pg.Pool, replica: replica as unknown as pg.Pool };
}

let gate: ReplicaGate | undefined;
afterEach(() => gate?.stop());

describe('ReplicaGate', () => {
  it('opens once the replica has replayed what the primary had, and closes on each change until it has again', async () => {
    const { state, primary, replica } = servers();
    state.replayed = 5;
    gate = new ReplicaGate(primary, replica);
    expect(gate.open).toBe(false);
    gate.start(silent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gate.open).toBe(false);
    state.replayed = 10;
    await expect.poll(() => gate!.open).toBe(true);

    state.written = 20;
    gate.changed();
    expect(gate.open).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gate.open).toBe(false);
    state.replayed = 20;
    await expect.poll(() => gate!.open).toBe(true);
  });

  it('stays closed while the replica is away, and opens when it is back', async () => {
    const { state, primary, replica } = servers();
    state.replicaDown = true;
    gate = new ReplicaGate(primary, replica);
    gate.start(silent);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gate.open).toBe(false);
    state.replicaDown = false;
    await expect.poll(() => gate!.open, { timeout: 3_000 }).toBe(true);
  });
});
