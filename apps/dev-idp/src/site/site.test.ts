import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdp } from '../app';

// The demo units' own websites (library, campus map…): public pages a portal may frame, unlike the sign-in pages.

let app: FastifyInstance;
beforeEach(async () => {
  app = await buildIdp({ portalPort: 3210 });
});
afterEach(() => app.close());

describe('/site', () => {
  it('shows the named website to anyone, and lets a portal frame it', async () => {
    const response = await app.inject({ url: `/site/map?name=${encodeURIComponent('校园地图')}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>校园地图</h1>');
    expect(response.headers['content-security-policy']).toContain('frame-ancestors http: https:');
  });

  it('escapes what the link says, and keeps the sign-in pages unframeable', async () => {
    const response = await app.inject({ url: `/site/lib?name=${encodeURIComponent('<script>x</script>')}` });
    expect(response.body).not.toContain('<script>x');
    expect(response.body).toContain('&#60;script&#62;');
    const login = await app.inject({ url: '/cas/login' });
    expect(login.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
