import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSafeRedirect, MAX_REDIRECT_LENGTH, safeRedirect } from './redirect';

const allowedHosts = ['portal.demo-university.edu.cn', 'Yizhan.Example.com'];
const fallback = '/home';
const options = { allowedHosts, fallback };
const redirectOf = (raw: unknown) => safeRedirect(raw, options);
const lowerHosts = allowedHosts.map((host) => host.toLowerCase());

/** Where a browser on an allowed host would go for this target, or null when it cannot be parsed. */
function landing(target: string, host = lowerHosts[0]!): URL | null {
  try {
    return new URL(target, `https://${host}/`);
  } catch {
    return null;
  }
}

/** True when the target, followed from any allowed host, stays on an allowed host over http(s). */
function staysOnSite(target: string): boolean {
  return lowerHosts.every((host) => {
    const url = landing(target, host);
    return (
      url !== null &&
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === '' &&
      lowerHosts.includes(url.hostname)
    );
  });
}

describe('safeRedirect: accepted targets', () => {
  it.each([
    '/',
    '/home',
    '/service-hall/details/42',
    '/iframe?pageNavigationId=9',
    '/search?keyword=%E5%9B%BE%E4%B9%A6%E9%A6%86%20%E5%BC%80%E6%94%BE',
    '/news/more/3#top',
    '/mobile/my-schedule/schedule?date=2025-03-01',
    '/login?redirect=%2Fpersonal-center%3Ftab%3D2',
    '/a/../b',
  ])('keeps the same-site path %s unchanged', (raw) => {
    expect(redirectOf(raw)).toBe(raw);
    expect(isSafeRedirect(raw, allowedHosts)).toBe(true);
  });

  it.each([
    'https://portal.demo-university.edu.cn/home',
    'http://portal.demo-university.edu.cn/',
    'HTTPS://PORTAL.Demo-University.edu.cn/news?x=1',
    'https://yizhan.example.com:8443/service-hall',
  ])('keeps the absolute URL on a registered domain %s', (raw) => {
    expect(redirectOf(raw)).toBe(raw);
  });
});

describe('safeRedirect: refused targets (rule A4)', () => {
  it.each([
    // Protocol-relative and backslash tricks.
    '//evil.com',
    '///evil.com',
    '/\\evil.com',
    '\\\\evil.com',
    '/\\/evil.com',
    '/home\\..\\..\\evil',
    // Userinfo: the host after '@' is the real one.
    'https://x@evil.com',
    'https://portal.demo-university.edu.cn@evil.com',
    'https://x:y@portal.demo-university.edu.cn/',
    'https://@portal.demo-university.edu.cn/',
    // Dangerous and foreign schemes, in mixed case too.
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'javascript://portal.demo-university.edu.cn/%0aalert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'DATA:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'VbScRiPt:msgbox(1)',
    'file:///etc/passwd',
    'ftp://portal.demo-university.edu.cn/',
    // Hosts that are not registered.
    'https://evil.com',
    'https://evil.com/home',
    'https://portal.demo-university.edu.cn.evil.com/',
    'https://evil.com#portal.demo-university.edu.cn',
    'https://evil.com?next=portal.demo-university.edu.cn',
    'https:evil.com',
    'https:/evil.com',
    // Encoded forms.
    '%2F%2Fevil.com',
    '%2f%2fevil.com',
    '/%2F/evil.com',
    '/%2fevil.com',
    '/%5Cevil.com',
    '/%5cevil.com',
    '/%252F/evil.com',
    '/%25252f%25252fevil.com',
    '/%09/evil.com',
    '/%0a/evil.com',
    '/%0D%0ASet-Cookie:a=b',
    '/%20/evil.com',
    '/%E3%80%80/evil.com',
    '/%2525252525252F/evil.com',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    // Whitespace and controls, which browsers strip or which split headers.
    '\t//evil.com',
    ' //evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/ /evil.com',
    '/home\r\nSet-Cookie: a=b',
    '/\u00a0/evil.com',
    '/home\u2028',
    '/home\u0000',
    // Not a path at all.
    '',
    'evil.com',
    'home',
    '.',
    '?x=1',
    '#top',
  ])('refuses %j', (raw) => {
    expect(redirectOf(raw)).toBe(fallback);
    expect(isSafeRedirect(raw, allowedHosts)).toBe(false);
  });

  it.each([undefined, null, 42, ['/home'], { href: '/home' }, true])('refuses the non-string %j', (raw) => {
    expect(redirectOf(raw)).toBe(fallback);
  });

  it('refuses overlong targets', () => {
    expect(redirectOf(`/${'a'.repeat(MAX_REDIRECT_LENGTH)}`)).toBe(fallback);
    expect(redirectOf(`/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`)).toBe(`/${'a'.repeat(MAX_REDIRECT_LENGTH - 1)}`);
  });

  it('refuses every absolute URL when the unit registered no domain', () => {
    expect(safeRedirect('https://portal.demo-university.edu.cn/', { allowedHosts: [], fallback: '/' })).toBe('/');
    expect(safeRedirect('/news', { allowedHosts: [], fallback: '/' })).toBe('/news');
  });
});

// Characters that make up the known attacks, so random strings hit the interesting cases often.
const trickyUnit = fc.constantFrom(
  '/',
  '\\',
  '%',
  '2',
  'f',
  'F',
  '5',
  'c',
  '0',
  '9',
  '@',
  ':',
  '.',
  '?',
  '#',
  ' ',
  '\t',
  '\n',
  'evil.com',
  'https:',
  'http:',
  'javascript:',
  'data:',
  'portal.demo-university.edu.cn',
  'x',
);
const trickyString = fc.string({ unit: trickyUnit, maxLength: 12 });
const anyString = fc.oneof(fc.string({ unit: 'binary', maxLength: 40 }), trickyString, fc.webUrl());

const segment = fc.string({
  unit: fc.constantFrom(...'ABCXYZabcxyz0189-_.~'.split('')),
  minLength: 1,
  maxLength: 10,
});
const safePath = fc
  .tuple(
    fc.array(segment, { minLength: 1, maxLength: 5 }),
    fc.array(fc.tuple(segment, segment), { maxLength: 3 }),
    fc.array(fc.string({ unit: 'grapheme', maxLength: 8 }), { maxLength: 2 }),
  )
  .map(([segments, pairs, texts]) => {
    // Query values as a browser encodes them: an encoded space or non-ASCII text in a query is harmless.
    const query = [
      ...pairs.map(([key, value]) => `${key}=${value}`),
      ...texts.map((t) => `q=${encodeURIComponent(t)}`),
    ];
    return `/${segments.join('/')}${query.length > 0 ? `?${query.join('&')}` : ''}`;
  })
  // A segment of only dots is path traversal; still same-site, but keep the property about plain paths.
  .filter((path) => !/(^|\/)\.+(\/|\?|$)/.test(path));

const dangerousPrefix = fc.constantFrom(
  '//',
  '/\\',
  'javascript:',
  'JaVaScRiPt:',
  'data:',
  '%2f%2f',
  'https://x@evil.com',
  '\t//',
  '//evil.com',
  '/%2F',
  '/%5c',
  'https://evil.com',
  'vbscript:',
);

describe('safeRedirect: properties', () => {
  it('either falls back or stays on an allowed host over http(s), for any string', () => {
    fc.assert(
      fc.property(anyString, (raw) => {
        const result = redirectOf(raw);
        return result === fallback || staysOnSite(result);
      }),
      { numRuns: 3000 },
    );
  });

  it('accepts generated same-site paths unchanged', () => {
    fc.assert(
      fc.property(safePath, (path) => redirectOf(path) === path),
      { numRuns: 1000 },
    );
  });

  it('never yields an off-site target for strings behind a dangerous prefix', () => {
    fc.assert(
      fc.property(dangerousPrefix, anyString, (prefix, rest) => {
        const result = redirectOf(`${prefix}${rest}`);
        return result === fallback || staysOnSite(result);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses the protocol-relative and scheme prefixes outright, whatever follows', () => {
    const refused = fc.constantFrom('//', '/\\', 'javascript:', 'JaVaScRiPt:', 'data:', '%2f%2f', '\t//');
    fc.assert(
      fc.property(refused, anyString, (prefix, rest) => redirectOf(`${prefix}${rest}`) === fallback),
      { numRuns: 2000 },
    );
  });
});
