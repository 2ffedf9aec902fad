import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fuzzParameters, fuzzTimeout } from '../test/fuzz';
import { isWellFormed, requestDomain } from './tenant';

// Property-based fuzzing of the tenant plugin's host check (issue 9 finding 5 and part 9): the host name a request
// names decides its unit, so anything that is not a plain DNS name or a bracketed IPv6 address is refused before it
// reaches a lookup, a log line or a page.
const RUNS = 500;

const label = fc.stringMatching(/^[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,20}[a-zA-Z0-9])?$/);
const dnsName = fc.array(label, { minLength: 1, maxLength: 5 }).map((labels) => labels.join('.'));
const ipv6 = fc.ipV6().map((address) => `[${address}]`);
const hostish = fc.string({
  unit: fc.constantFrom(...'aZ09.-_:@[]<>/\\%?#" \'`{}|^~!$&()*+,;=\t'.split(''), 'évil', '\u0130', 'ß', '\u3002'),
  maxLength: 30,
});
const anyHost = fc.oneof(
  dnsName,
  ipv6,
  hostish,
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.tuple(dnsName, hostish).map(([name, rest]) => name + rest),
  fc.string({ minLength: 240, maxLength: 300, unit: fc.constantFrom('a', '.', '-') }),
);
const anyUrl = fc.oneof(fc.webPath(), fc.webUrl(), fc.string({ maxLength: 30 }));

/** What a well-formed host name may hold: letters, digits, hyphens and dots, or an IPv6 address in brackets. */
const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/i;

describe('issue 9: the host check refuses every malformed Host (property-based)', () => {
  it(
    'accepts a host only when it is a plain DNS name or a bracketed IPv6 address, and never throws',
    () => {
      fc.assert(
        fc.property(anyHost, anyUrl, (hostname, url) => {
          const accepted = isWellFormed({ hostname, url });
          if (!accepted) return;
          expect(hostname).toMatch(plainHost);
          expect(hostname.length).toBeLessThanOrEqual(253);
          expect(url.startsWith('/')).toBe(true);
          expect(requestDomain({ hostname })).toBe(hostname.toLowerCase());
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.1),
  );

  it(
    'accepts every DNS name and IPv6 address with an origin-form target',
    () => {
      fc.assert(
        fc.property(fc.oneof(dnsName, ipv6), fc.webPath(), (hostname, path) => {
          expect(isWellFormed({ hostname, url: `/${path.replace(/^\//, '')}` })).toBe(true);
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.1),
  );
});
