import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { fuzzParameters, fuzzTimeout } from '../../test/fuzz';
import { signToken, verifyToken, type TokenClaims } from './auth.tokens';

// Property-based fuzzing of the token verifier (security.md S5, issue 9 part 9): whatever arrives in a cookie or a
// Bearer header, verifyToken answers claims or null and never throws; nothing forged or altered is accepted.
const KEY = new Uint8Array(randomBytes(32));
const FID = 100001;
const RUNS = 300;
const nowSeconds = () => Math.floor(Date.now() / 1000);

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const bytes = (maxLength: number) =>
  fc.uint8Array({ maxLength }).map((data) => Buffer.from(data).toString('base64url'));

/** Claims a real session could have: a user or a guest of this unit, or of another one. */
const claims: fc.Arbitrary<TokenClaims> = fc.record({
  sub: fc.oneof(fc.constant('guest'), fc.stringMatching(/^[0-9]{1,9}$/)),
  fid: fc.oneof(fc.constant(FID), fc.integer({ min: 1, max: 2_147_483_647 })),
  typ: fc.constantFrom('guest', 'user'),
  sid: bytes(16),
  loginTime: fc.constant('2026-01-01 08:00'),
});

/** A JWT-shaped string: three segments, each of random bytes, random JSON or a plausible header or payload. */
const segment = fc.oneof(
  bytes(64),
  fc.jsonValue({ maxDepth: 2 }).map(b64),
  fc
    .record(
      {
        alg: fc.constantFrom('none', 'None', 'HS256', 'hs256', 'HS384', 'HS512', 'RS256', 'ES256', 'dir', ''),
        typ: fc.constantFrom('JWT', 'jwt', 'at+jwt'),
        crit: fc.array(fc.string({ maxLength: 5 }), { maxLength: 2 }),
        b64: fc.boolean(),
        kid: fc.string({ maxLength: 10 }),
        jku: fc.webUrl(),
      },
      { requiredKeys: [] },
    )
    .map(b64),
  claims.map((value) => b64({ ...value, iss: 'yizhan', iat: nowSeconds(), exp: nowSeconds() + 3600 })),
);
const jwtShaped = fc
  .tuple(segment, segment, segment, fc.constantFrom('.', '..', '', '.x'))
  .map(([header, payload, signature, tail]) => `${header}.${payload}.${signature}${tail}`);
const anyToken = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: fc.constantFrom(...'.-_=+/ ABCabc019eyJ'.split('')), maxLength: 120 }),
  jwtShaped,
  fc.string({ minLength: 2040, maxLength: 2100 }),
);

/** The decoded bytes of each segment: two tokens with equal bytes carry the same header, claims and signature. */
const segmentBytes = (token: string) => token.split('.').map((part) => Buffer.from(part, 'base64url').toString('hex'));

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.=+/ %';
/** One edit of a token: a character replaced, dropped or added, segments swapped or cut, case flipped. */
const mutation = fc.oneof(
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), char: fc.constantFrom(...alphabet) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), char: fc.constantFrom(...alphabet) }),
  fc.record({ kind: fc.constant('swap' as const), first: fc.nat(2), second: fc.nat(2) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({ kind: fc.constant('case' as const), at: fc.nat() }),
);
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;
function mutate(token: string, edit: Mutation): string {
  const at = 'at' in edit ? edit.at % (token.length + 1) : 0;
  switch (edit.kind) {
    case 'replace':
      return token.slice(0, at) + edit.char + token.slice(at + 1);
    case 'delete':
      return token.slice(0, at) + token.slice(at + 1);
    case 'insert':
      return token.slice(0, at) + edit.char + token.slice(at);
    case 'swap': {
      const parts = token.split('.');
      [parts[edit.first], parts[edit.second]] = [parts[edit.second]!, parts[edit.first]!];
      return parts.join('.');
    }
    case 'cut':
      return token.slice(0, at);
    case 'case': {
      const char = token.charAt(at);
      const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase();
      return token.slice(0, at) + flipped + token.slice(at + 1);
    }
  }
}

/** A claim edit an attacker would want: another unit, user, session, type or a later expiry. */
const claimEdit = fc.oneof(
  fc.record({ fid: fc.integer({ min: 1, max: 999_999 }) }),
  fc.record({ sub: fc.stringMatching(/^[0-9]{1,9}$/) }),
  fc.record({ sid: bytes(16) }),
  fc.record({ typ: fc.constantFrom('user', 'guest', 'admin') }),
  fc.record({ exp: fc.integer({ min: nowSeconds() + 86_400 * 31, max: 2 ** 40 }) }),
  fc.record({ iss: fc.constantFrom('', 'yizhan ', 'YIZHAN', 'evil') }),
);

describe('S5: token verification holds against arbitrary and forged tokens (property-based)', () => {
  it(
    'S5: never throws on any string and accepts none of them',
    async () => {
      await fc.assert(
        fc.asyncProperty(anyToken, async (token) => {
          expect(await verifyToken(KEY, token, FID)).toBeNull();
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.6),
  );

  it(
    'S5: refuses tokens signed with another key, with alg none, or with another HMAC algorithm',
    async () => {
      const forged = fc.tuple(claims, fc.constantFrom('other-key', 'none', 'HS384', 'HS512'), bytes(32));
      await fc.assert(
        fc.asyncProperty(forged, async ([value, how, otherKey]) => {
          const now = nowSeconds();
          const payload = { ...value, iss: 'yizhan', iat: now, exp: now + 3600 };
          let token: string;
          if (how === 'none') {
            token = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
          } else {
            const key = how === 'other-key' ? Buffer.from(otherKey.padEnd(43, 'A'), 'base64url') : KEY;
            token = await new SignJWT({ ...payload })
              .setProtectedHeader({ alg: how === 'other-key' ? 'HS256' : how, typ: 'JWT' })
              .sign(key);
          }
          expect(await verifyToken(KEY, token, value.fid)).toBeNull();
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.6),
  );

  it(
    'S5: an edited token is refused, unless the edit only re-spelled the same bytes (same claims, same signature)',
    async () => {
      await fc.assert(
        fc.asyncProperty(claims, mutation, async (value, edit) => {
          const token = await signToken(KEY, value);
          const edited = mutate(token, edit);
          const result = await verifyToken(KEY, edited, value.fid);
          if (result === null || edited === token) return;
          // Base64url's last character carries spare bits: 'I', 'J', 'K' and 'L' can end the same signature. Such a
          // re-spelling is the same token, not a forgery; any other accepted edit is.
          expect(segmentBytes(edited)).toEqual(segmentBytes(token));
          expect(result).toMatchObject(value);
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.6),
  );

  it(
    'S5: claims changed under the original signature are refused (unit, user, session, type, expiry, issuer)',
    async () => {
      await fc.assert(
        fc.asyncProperty(claims, claimEdit, async (value, edit) => {
          const token = await signToken(KEY, value);
          const [header, payload, signature] = token.split('.');
          const changed = { ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), ...edit };
          const forged = `${header}.${b64(changed)}.${signature}`;
          const fid = 'fid' in edit ? edit.fid : value.fid;
          if (forged === token) return;
          expect(await verifyToken(KEY, forged, fid)).toBeNull();
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.6),
  );

  it(
    'S5: with the right key, accepts exactly the well-typed, unexpired tokens of this unit',
    async () => {
      // Each claim is mostly right and sometimes wrong, missing (undefined is left out of the JSON) or mistyped, so
      // both good and bad tokens come up often.
      const loose = fc.oneof(fc.string({ maxLength: 8 }), fc.integer(), fc.constant(null), fc.constant(undefined));
      const mostly = <T>(good: fc.Arbitrary<T>, ...bad: fc.Arbitrary<unknown>[]) =>
        fc.oneof({ arbitrary: good as fc.Arbitrary<unknown>, weight: 12 }, ...bad, loose);
      const payloads = fc.record({
        sub: mostly(fc.oneof(fc.constant('guest'), fc.stringMatching(/^[0-9]{1,6}$/))),
        fid: mostly(fc.constant(FID), fc.constant(String(FID)), fc.constant(FID + 1)),
        typ: mostly(fc.constantFrom('guest', 'user'), fc.constantFrom('admin', 'User', '')),
        sid: mostly(bytes(16)),
        loginTime: mostly(fc.constant('2026-01-01 08:00')),
        iss: mostly(fc.constant('yizhan'), fc.constantFrom('Yizhan', 'yizhan ')),
        iat: mostly(fc.constant(nowSeconds())),
        exp: mostly(
          fc.integer({ min: 60, max: 86_400 * 30 }).map((ahead) => nowSeconds() + ahead),
          fc.integer({ min: 1, max: 86_400 * 30 }).map((ago) => nowSeconds() - ago),
        ),
      });
      let accepted = 0;
      await fc.assert(
        fc.asyncProperty(payloads, async (payload) => {
          const token = await new SignJWT(payload as Record<string, unknown>)
            .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
            .sign(KEY);
          const result = await verifyToken(KEY, token, FID);
          const good =
            typeof payload.sub === 'string' &&
            payload.fid === FID &&
            (payload.typ === 'guest' || payload.typ === 'user') &&
            typeof payload.sid === 'string' &&
            typeof payload.loginTime === 'string' &&
            payload.iss === 'yizhan' &&
            typeof payload.iat === 'number' &&
            typeof payload.exp === 'number' &&
            payload.exp > nowSeconds();
          if (!good) {
            expect(result).toBeNull();
            return;
          }
          accepted += 1;
          expect(result).toEqual({
            sub: payload.sub,
            fid: FID,
            typ: payload.typ,
            sid: payload.sid,
            loginTime: payload.loginTime,
            exp: payload.exp,
          });
        }),
        fuzzParameters(RUNS),
      );
      // The property must have seen good tokens too, or it proved only that bad ones are refused.
      expect(accepted).toBeGreaterThan(0);
    },
    fuzzTimeout(RUNS, 0.6),
  );
});
