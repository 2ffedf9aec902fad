import { describe, expect, it } from 'vitest';
import type { Db } from './db';
import { keptByUnit } from './kept-reads';

/** A read that resolves (or fails) when the test says so, counting how often it was started. */
function controlledRead() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const read = () => new Promise<string>((resolve, reject) => pending.push({ resolve, reject }));
  return { read, pending };
}

const db = {} as Db;
const settle = () => new Promise((resolve) => setImmediate(resolve));

/** A unit's value `old` read and kept for 1 s of a clock the test sets (`at`), with the reads started so far. */
async function keptOld() {
  const clock = { at: 0 };
  const { read, pending } = controlledRead();
  const kept = keptByUnit(1_000, read, () => clock.at);
  const first = kept.get(db, 1);
  pending[0]!.resolve('old');
  expect(await first).toBe('old');
  return { kept, pending, clock };
}

describe('keptByUnit', () => {
  it('answers with the kept value while it is read again, whoever asks meanwhile', async () => {
    const { kept, pending, clock } = await keptOld();
    clock.at = 1_500;
    // Past its time: the first caller starts the read again, and it and every caller after it get the kept value.
    expect(await kept.get(db, 1)).toBe('old');
    expect(await kept.get(db, 1)).toBe('old');
    expect(pending).toHaveLength(2);
    pending[1]!.resolve('new');
    await settle();
    expect(await kept.get(db, 1)).toBe('new');
    expect(pending).toHaveLength(2);
  });

  it('keeps the old value when reading it again fails, and tries again at the next call', async () => {
    const { kept, pending, clock } = await keptOld();
    clock.at = 1_500;
    expect(await kept.get(db, 1)).toBe('old');
    pending[1]!.reject(new Error('connection lost'));
    await settle();
    expect(await kept.get(db, 1)).toBe('old');
    expect(pending).toHaveLength(3);
  });

  it('forgets a failed first read, and a value renewed after forget() is not kept', async () => {
    let time = 0;
    const { read, pending } = controlledRead();
    const kept = keptByUnit(1_000, read, () => time);
    const failed = kept.get(db, 1);
    pending[0]!.reject(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    const second = kept.get(db, 1);
    pending[1]!.resolve('old');
    expect(await second).toBe('old');
    time = 1_500;
    await kept.get(db, 1);
    kept.forget(db);
    pending[2]!.resolve('renewed before the rebuild');
    await settle();
    const after = kept.get(db, 1);
    pending[3]!.resolve('read after the rebuild');
    expect(await after).toBe('read after the rebuild');
  });

  it('renews every kept value at once when asked, the old one answering until the new one is read', async () => {
    const { kept, pending } = await keptOld();
    const renewed = kept.renew(db);
    expect(await kept.get(db, 1)).toBe('old');
    pending[1]!.resolve('new');
    await renewed;
    expect(await kept.get(db, 1)).toBe('new');
    expect(pending).toHaveLength(2);
  });
});
