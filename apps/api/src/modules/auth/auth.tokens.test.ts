import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signToken, verifyToken, type TokenClaims } from './auth.tokens';

// verifyToken keeps the tokens it verified (a session sends the same one with every request); what it keeps must
// still answer as a fresh verification would: only for the unit it was issued to, and never past its expiry.
const FID = 100001;
const claims: TokenClaims = { sub: '42', fid: FID, typ: 'user', sid: 'session-1', loginTime: '2026-11-23 08:00' };

describe('verifyToken on a token it verified before', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the same claims again, as a copy the caller may change', async () => {
    const key = new Uint8Array(randomBytes(32));
    const token = await signToken(key, claims);
    const first = await verifyToken(key, token, FID);
    expect(first).toMatchObject(claims);
    first!.sub = 'changed';
    expect(await verifyToken(key, token, FID)).toMatchObject(claims);
  });

  it('refuses it for another unit, before and after it was kept', async () => {
    const key = new Uint8Array(randomBytes(32));
    const token = await signToken(key, claims);
    expect(await verifyToken(key, token, FID + 1)).toBeNull();
    expect(await verifyToken(key, token, FID)).not.toBeNull();
    expect(await verifyToken(key, token, FID + 1)).toBeNull();
  });

  it('refuses it from the second it expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const issued = new Date('2026-11-23T08:00:00Z');
    vi.setSystemTime(issued);
    const key = new Uint8Array(randomBytes(32));
    const token = await signToken(key, claims, issued, 60);
    expect(await verifyToken(key, token, FID)).not.toBeNull();
    vi.setSystemTime(new Date(issued.getTime() + 59_999));
    expect(await verifyToken(key, token, FID)).not.toBeNull();
    vi.setSystemTime(new Date(issued.getTime() + 60_000));
    expect(await verifyToken(key, token, FID)).toBeNull();
  });

  it('never keeps a verdict across keys: a token of one key is refused under another', async () => {
    const [key, other] = [new Uint8Array(randomBytes(32)), new Uint8Array(randomBytes(32))];
    const token = await signToken(key, claims);
    expect(await verifyToken(key, token, FID)).not.toBeNull();
    expect(await verifyToken(other, token, FID)).toBeNull();
  });
});
