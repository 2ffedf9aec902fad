import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from '@yizhan/contracts';
import { fuzzParameters, fuzzTimeout } from '../../test/fuzz';
import { anyTarget, namedAttack, staysOn } from '../../test/redirect-arbitraries';

// Property-based fuzzing of the redirect checker (security.md A4, issue 9 part 9), the contracts' safeRedirect: a
// target disguised by percent-encoding, mixed case, whitespace, controls or look-alike characters never sends a
// browser off the unit. The URLs auth.urls.ts builds from a checked target are fuzzed over HTTP in
// plugins/http.fuzz.test.ts.
const RUNS = 400;

const allowedHosts = ['localhost', '127.0.0.1'];
const fallback = '/';

describe('A4: the redirect checker refuses every disguise of an off-site target (property-based)', () => {
  it(
    'A4: refuses //evil.com, /\\evil.com, https://x@evil.com, javascript: and data: in encoded, mixed-case and padded forms',
    () => {
      fc.assert(
        fc.property(namedAttack, (target) => {
          expect(safeRedirect(target, { allowedHosts, fallback }), JSON.stringify(target)).toBe(fallback);
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.1),
  );

  it(
    'A4: whatever it accepts stays on the unit’s domains, in every decoded form',
    () => {
      fc.assert(
        fc.property(anyTarget, (target) => {
          const result = safeRedirect(target, { allowedHosts, fallback });
          expect(result === fallback || result === target).toBe(true);
          if (result !== fallback) expect(staysOn(result, allowedHosts), JSON.stringify(target)).toBe(true);
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.1),
  );

  it(
    'A4: never throws on any value, whatever its type',
    () => {
      fc.assert(
        fc.property(fc.anything(), fc.array(fc.string({ maxLength: 20 }), { maxLength: 3 }), (value, hosts) => {
          expect(typeof isSafeRedirect(value, hosts)).toBe('boolean');
          const result = safeRedirect(value, { allowedHosts: hosts, fallback });
          expect(result === fallback || result === value).toBe(true);
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.1),
  );
});
