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
// A name of DNS characters that the URL parser still refuses (an invalid punycode label such as `xn--zz`, a
// numeric last label read as an IPv4 address out of range) cannot be served; the others all must be.
const urlName = dnsName.filter((name) => URL.canParse(`http://${name}/`));
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
/** What may follow a name in a Host header: nothing, a port, or anything a prober tries (issue 35). */
const portish = fc.oneof(
  fc.constant(''),
  fc.integer({ min: -1, max: 100_000 }).map((port) => `:${port}`),
  fc.constantFrom(':abc', ':', '::', ':3000@evil.com', '@evil.com', ':0x50', ': 80', ':80/x'),
  hostish.map((rest) => `:${rest}`),
);
/** The host name Fastify derives from a Host header (request.hostname): the part before a port. */
const hostnameOf = (host: string) =>
  host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0]!;
const request = (host: string, url: string) => ({ host, hostname: hostnameOf(host), url });

/** What a well-formed host name may hold: letters, digits, hyphens and dots, or an IPv6 address in brackets. */
const plainHost = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])$/i;

describe('issue 9: the host check refuses every malformed Host (property-based)', () => {
  it(
    'accepts a host only when it is a plain DNS name or a bracketed IPv6 address, and never throws',
    () => {
      fc.assert(
        fc.property(anyHost, portish, anyUrl, (name, port, url) => {
          const host = name + port;
          const { hostname } = request(host, url);
          const accepted = isWellFormed(request(host, url));
          if (!accepted) return;
          expect(hostname).toMatch(plainHost);
          // The page renderer builds its request URL so: what is accepted must never make that throw (a 500).
          expect(() => new Request(`http://${host}${url}`)).not.toThrow();
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
    'accepts every DNS name a URL can carry and every IPv6 address, with or without a port, and an origin-form target',
    () => {
      const port = fc.option(fc.integer({ min: 1, max: 65_535 }), { nil: undefined });
      fc.assert(
        fc.property(fc.oneof(urlName, ipv6), port, fc.webPath(), (hostname, portNumber, path) => {
          const host = portNumber === undefined ? hostname : `${hostname}:${portNumber}`;
          expect(isWellFormed(request(host, `/${path.replace(/^\//, '')}`))).toBe(true);
        }),
        fuzzParameters(RUNS),
      );
    },
    fuzzTimeout(RUNS, 0.1),
  );

  it('refuses the hosts the issue 35 probe sent', () => {
    for (const host of ['localhost:abc', 'localhost:99999', 'localhost:-1', 'localhost:3000@evil.com', 'xn--zz']) {
      expect(isWellFormed(request(host, '/search?keyword=x1')), host).toBe(false);
    }
    for (const host of ['localhost', 'localhost:3000', 'gov.localhost:65535', '[::1]:8080', 'xn--fiqs8s.cn']) {
      expect(isWellFormed(request(host, '/news/detail/1')), host).toBe(true);
    }
  });
});
