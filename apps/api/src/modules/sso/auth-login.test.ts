import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CODE, ssoApi } from '@yizhan/contracts';
import { buildIdp } from '@yizhan/dev-idp';
import { units } from '../units/units.table';
import { useTestApp } from '../../test/test-app';

// authLogin (the generic sign-in that dispatches by the unit's login type) and verifyDomain, against the dev IdP.
const t = useTestApp();
const GOV = 'gov.localhost';
const GOV_FID = 200001;
/** The service of a sign-in that returns to /service-hall (inject has no socket port, so no port: A5). */
const SERVICE = 'http://gov.localhost/cas-login?redirect=%2Fservice-hall';

let idp: FastifyInstance;
let idpOrigin = '';

const pointGovAt = async (casLogin: string) => {
  await t.database.db.update(units).set({ loginPath: casLogin }).where(eq(units.fid, GOV_FID));
  t.app.cache.clear();
};

beforeAll(async () => {
  idp = await buildIdp();
  idpOrigin = (await idp.listen({ port: 0, host: '127.0.0.1' })).replace(/\/$/, '');
});
afterAll(async () => {
  await idp.close();
});
beforeEach(async () => {
  await pointGovAt(`${idpOrigin}/cas/login`);
});

describe('authLogin and verifyDomain', () => {
  const authLogin = (host: string, query: string) =>
    t.app.inject({ method: 'GET', url: `${ssoApi.authLogin.path}?${query}`, headers: { host } });

  it('sends a CAS unit to its CAS login with the cas-login service (A5), after checking the server answers', async () => {
    const response = await authLogin(GOV, 'redirect=%2Fservice-hall');
    const url = new URL(response.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${idpOrigin}/cas/login`);
    expect(url.searchParams.get('service')).toBe(SERVICE);
  });

  it('says in Chinese that the CAS server cannot be reached, instead of sending the browser there', async () => {
    await pointGovAt('http://127.0.0.1:9/cas/login');
    const response = await authLogin(GOV, 'redirect=%2F');
    expect(response.json()).toMatchObject({
      success: false,
      code: CODE.ssoUnavailable,
      msg: '统一身份认证服务暂时无法访问，请稍后再试，或使用本站账号登录',
    });
  });

  it('sends a built-in unit to its login page, and an off-site redirect becomes /', async () => {
    expect((await authLogin('localhost', 'redirect=%2Fnews&terminalType=2')).json().data.url).toBe(
      '/mobile-login?redirect=%2Fnews',
    );
    const offSite = await authLogin(GOV, `redirect=${encodeURIComponent('https://evil.example/')}`);
    expect(new URL(offSite.json().data.url).searchParams.get('service')).toBe(
      'http://gov.localhost/cas-login?redirect=%2F',
    );
  });

  it('verifyDomain: a service on the unit’s origin or a registered system is the unit’s; others are not', async () => {
    const verify = async (service: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `${ssoApi.verifyDomain.path}?${new URLSearchParams({ service })}`,
          headers: { host: GOV },
        })
      ).json().data.valid;
    expect(await verify('http://gov.localhost/cas-login?redirect=%2F')).toBe(true);
    expect(await verify('/service-hall')).toBe(true);
    expect(await verify('https://evil.example/')).toBe(false);
    expect(await verify('https://gov.localhost.evil.example/')).toBe(false);
    expect(await verify('javascript:alert(1)')).toBe(false);
    expect(await verify('http://x@evil.example/')).toBe(false);
  });
});
