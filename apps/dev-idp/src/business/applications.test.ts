import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIdp } from '../app';
import { DEMO_PASSWORD } from '../users';

// The demo business system files applications with the portal and moves them on (issue 38 §1): a stand-in portal
// records what it is pushed and answers as the integration API does.

let app: FastifyInstance;
let portal: http.Server;
let pushes: { path: string; host: string; key: string; body: Record<string, unknown> }[];
let answer: { success: boolean; msg?: string };

beforeEach(async () => {
  pushes = [];
  answer = { success: true };
  portal = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      pushes.push({
        path: request.url ?? '',
        host: request.headers.host ?? '',
        key: request.headers.authorization ?? '',
        body: JSON.parse(text) as Record<string, unknown>,
      });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ code: answer.success ? 200 : 409, data: null, ...answer }));
    });
  });
  await new Promise<void>((resolve) => portal.listen(0, '127.0.0.1', resolve));
  app = await buildIdp({ portalPort: (portal.address() as AddressInfo).port, sendLogout: async () => 200 });
});
afterEach(async () => {
  await app.close();
  await new Promise((resolve) => portal.close(resolve));
});

const cookies = (response: LightMyRequestResponse) =>
  response.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
const HOST = 'localhost:3100';
const SYSTEM = '/business/gov/pc/id-card?name=%E5%B1%85%E6%B0%91%E8%BA%AB%E4%BB%BD%E8%AF%81';

async function signedInAtSystem() {
  const login = await app.inject({ url: '/cas/login', headers: { host: HOST } });
  const execution = /name="execution" value="([^"]+)"/.exec(login.body)![1]!;
  const tgc = cookies(
    await app.inject({
      method: 'POST',
      url: '/cas/login',
      headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: 'citizen', password: DEMO_PASSWORD, execution }).toString(),
    }),
  );
  const service = `http://${HOST}${SYSTEM}`;
  const ticketed = await app.inject({
    url: `/cas/login?service=${encodeURIComponent(service)}`,
    headers: { host: HOST, cookie: tgc },
  });
  const landed = await app.inject({
    url: new URL(ticketed.headers.location as string).pathname + new URL(ticketed.headers.location as string).search,
    headers: { host: HOST },
  });
  return cookies(landed);
}

const post = (action: string, session: string, form: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: SYSTEM.replace('?', `/${action}?`),
    headers: { host: HOST, cookie: session, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

describe('dev IdP · demo business system · applications', () => {
  it('files an application with the unit’s demo key and moves it through the story to 办结', async () => {
    const session = await signedInAtSystem();
    const filed = await post('apply', session, { phone: '13800005678' });
    expect(filed.statusCode).toBe(303);
    expect(pushes[0]).toMatchObject({
      path: '/integration/v1/applications',
      host: expect.stringMatching(/^gov\.localhost:\d+$/),
      key: 'Bearer yzk_demo_200001_push_key',
      body: {
        applicant: 'citizen',
        applicantPhone: '13800005678',
        serviceName: '居民身份证',
        deptName: '市政务服务中心综合窗口',
      },
    });
    const externalId = String(pushes[0]!.body.externalId);
    const page = await app.inject({ url: SYSTEM, headers: { host: HOST, cookie: session } });
    expect(page.body).toContain('推进到「已受理」');
    for (let step = 0; step < 5; step++) await post('advance', session, { externalId });
    expect(pushes.slice(1).map((push) => push.body.status)).toEqual([2, 3, 4, 3, 5]);
    expect(pushes[3]!.body).toMatchObject({
      supplement: expect.stringContaining('补充'),
      supplementUrl: expect.stringContaining('/business/gov/pc/id-card'),
    });
    const done = await app.inject({ url: SYSTEM, headers: { host: HOST, cookie: session } });
    expect(done.body).toContain('>办结<');
    // A finished case has nothing more to push.
    await post('advance', session, { externalId });
    expect(pushes).toHaveLength(6);
  });

  it('says why when the portal refuses, and files nothing for a stranger', async () => {
    answer = { success: false, msg: '申请人 citizen 不存在' };
    const session = await signedInAtSystem();
    const refused = await post('apply', session, { phone: '13800005678' });
    expect(new URL(String(refused.headers.location), 'http://x').searchParams.get('message')).toBe(
      '提交失败：申请人 citizen 不存在',
    );
    expect((await post('apply', '', {})).statusCode).toBe(401);
  });
});
