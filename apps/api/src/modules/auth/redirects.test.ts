import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { authApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();

/** The seeded units' domains, and the sign-on servers their configuration names. */
const units: Record<string, { domains: string[]; signOn: string[] }> = {
  localhost: { domains: ['localhost', '127.0.0.1'], signOn: [] },
  '127.0.0.1': { domains: ['localhost', '127.0.0.1'], signOn: [] },
  'gov.localhost': { domains: ['gov.localhost'], signOn: ['localhost'] },
  '331906.localhost': { domains: ['331906.localhost'], signOn: ['passport.331906.localhost'] },
};

/** The value and its successive percent-decoded forms (what a later hop might decode it to). */
function decodedForms(value: string): string[] {
  const forms = [value];
  for (let depth = 0; depth < 4; depth += 1) {
    try {
      const next = decodeURIComponent(forms.at(-1)!);
      if (next === forms.at(-1)) break;
      forms.push(next);
    } catch {
      break;
    }
  }
  return forms;
}

/** Fails unless `target`, followed in a browser on `host`, stays on the unit's domains (or its sign-on server). */
function expectOnSite(target: string, host: string, allowSignOn: boolean, label: string): void {
  const { domains, signOn } = units[host]!;
  for (const form of decodedForms(target)) {
    let url: URL;
    try {
      url = new URL(form, `http://${host}/`);
    } catch {
      continue; // a browser cannot follow it anywhere
    }
    const allowed = allowSignOn ? [...domains, ...signOn] : domains;
    expect(['http:', 'https:'], `${label}: protocol of ${form}`).toContain(url.protocol);
    expect(url.username + url.password, `${label}: userinfo in ${form}`).toBe('');
    expect(allowed, `${label}: host of ${form}`).toContain(url.hostname);
  }
}

/** Checks a returned URL and the return targets nested in it: service → redirect, redirect, refer. */
function expectSafeResult(result: string, host: string, label: string): void {
  expectOnSite(result, host, true, label);
  const url = new URL(result, `http://${host}/`);
  const service = url.searchParams.get('service');
  if (units[host]!.signOn.includes(url.hostname) && service !== null) {
    expectOnSite(service, host, false, `${label} service`);
    const redirect = new URL(service, `http://${host}/`).searchParams.get('redirect');
    if (redirect !== null) expectOnSite(redirect, host, false, `${label} service.redirect`);
  }
  for (const name of ['redirect', 'refer']) {
    const nested = url.searchParams.get(name);
    if (nested !== null) expectOnSite(nested, host, false, `${label} ${name}`);
  }
}

/** A target with a control character is refused outright (400, issue 9): that keeps it contained too. */
const refusedOutright = (response: { statusCode: number }, target: string) =>
  response.statusCode === 400 && /\p{Cc}/u.test(target);

async function logoutUrl(host: string, service: string, terminalType: '1' | '2'): Promise<string | null> {
  const response = await t.app.inject({
    method: 'POST',
    url: `${authApi.logout.path}?${new URLSearchParams({ service, terminalType })}`,
    headers: { host },
  });
  if (refusedOutright(response, service)) return null;
  expect(response.statusCode, `logout service=${JSON.stringify(service)}`).toBe(200);
  return response.json().data.url;
}

async function loginPath(host: string, redirect: string): Promise<string | null> {
  const response = await t.app.inject({
    method: 'GET',
    url: `${authApi.hostInfo.path}?${new URLSearchParams({ redirect })}`,
    headers: { host },
  });
  if (refusedOutright(response, redirect)) return null;
  expect(response.statusCode, `getHostInfo redirect=${JSON.stringify(redirect)}`).toBe(200);
  return response.json().data.loginPath;
}

async function expectTargetContained(host: string, target: string, terminalType: '1' | '2') {
  const logout = await logoutUrl(host, target, terminalType);
  if (logout !== null) expectSafeResult(logout, host, `logout(${target})`);
  const login = await loginPath(host, target);
  if (login !== null) expectSafeResult(login, host, `getHostInfo(${target})`);
}

const dangerousPrefixes = [
  '//',
  '/\\',
  '\\\\',
  '\\/',
  '/\t/',
  ' //',
  'javascript:',
  'java\tscript:',
  'data:',
  'data:text/html,',
  'vbscript:',
  'https://x@evil.com',
  'https://@evil.com',
  'https://localhost@evil.com',
  'https://localhost.evil.com',
  'https://evil.com\\@localhost',
  'http://evil.com',
  'https:evil.com',
  'http:/\\evil.com',
  '/%2F',
  '%2F%2F',
  '/%5C',
  '/%252F',
  '/%09/',
  '%2f%2F',
];

/** Identity, percent-encoded once or twice, and randomly mixed case. */
const variant = (value: string) =>
  fc.oneof(
    fc.constant(value),
    fc.constant(encodeURIComponent(value)),
    fc.constant(encodeURIComponent(encodeURIComponent(value))),
    fc
      .array(fc.boolean(), { minLength: value.length, maxLength: value.length })
      .map((upper) => [...value].map((char, index) => (upper[index] ? char.toUpperCase() : char)).join('')),
  );

const dangerousTarget = fc
  .tuple(
    fc.constantFrom(...dangerousPrefixes),
    fc.constantFrom('evil.com', 'evil.com/login', 'alert(1)', '%0d%0aevil.com', ''),
    fc.string({ maxLength: 20 }),
  )
  .chain(([prefix, host, rest]) => variant(`${prefix}${host}${rest}`));

const arbitraryTarget = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.webUrl(),
  fc.webPath(),
);

const unitHost = fc.constantFrom(...Object.keys(units));
const terminal = fc.constantFrom<'1' | '2'>('1', '2');

describe('redirect targets stay on the unit (A4)', () => {
  it('keeps same-site targets as given', async () => {
    expect(await loginPath('localhost', '/iframe?pageNavigationId=9')).toBe(
      '/login?redirect=%2Fiframe%3FpageNavigationId%3D9',
    );
    expect(await logoutUrl('localhost', 'http://127.0.0.1/news', '1')).toBe(
      '/login?redirect=http%3A%2F%2F127.0.0.1%2Fnews',
    );
    expect(await logoutUrl('localhost', '/search?keyword=%E5%9B%BE', '2')).toBe(
      `/mobile-login?redirect=${encodeURIComponent('/search?keyword=%E5%9B%BE')}`,
    );
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://x@evil.com',
    'javascript:alert(1)',
    'data:text/html,x',
    '/%2F%2Fevil.com',
  ])('falls back to the bare login page for %s', async (target) => {
    expect(await loginPath('localhost', target)).toBe('/login');
    expect(await logoutUrl('localhost', target, '1')).toBe('/login');
  });

  it('never leaves the unit for targets built from dangerous prefixes', async () => {
    await fc.assert(
      fc.asyncProperty(unitHost, terminal, dangerousTarget, async (host, terminalType, target) => {
        await expectTargetContained(host, target, terminalType);
      }),
      { numRuns: 100 },
    );
  });

  it('never leaves the unit for arbitrary strings', async () => {
    await fc.assert(
      fc.asyncProperty(unitHost, terminal, arbitraryTarget, async (host, terminalType, target) => {
        await expectTargetContained(host, target, terminalType);
      }),
      { numRuns: 100 },
    );
  });
});

describe('URLs built from the Host header (A4, A5)', () => {
  it('never puts text smuggled into the Host header into a returned URL: such a host is refused', async () => {
    // A Host with a user part or an empty port is no host at all: 400 before any URL is built (issue 35 item 9).
    for (const host of ['39374.localhost:@evil.com', 'gov.localhost:@evil.com', '331906.localhost:@evil.com']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `${authApi.passportLoginAddress.path}?url=%2Fhome`,
        headers: { host },
      });
      expect(response.statusCode, host).toBe(400);
      expect(response.body, host).not.toContain('evil');
    }
  });
});
