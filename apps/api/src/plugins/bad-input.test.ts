import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { serviceHallApi } from '@yizhan/contracts';
import { useTestApp } from '../test/test-app';
import { serviceHallKit } from '../modules/service-hall/service-hall.test-kit';

// Issue 9 finding 5: bad input never reaches the database unchecked and never answers 500.
const t = useTestApp();

const kit = serviceHallKit(t);
// Signed in: collecting is for users (its contract says so), and a guest is refused before the input is read.
let token = '';
const post = async (url: string, payload: object) => {
  token ||= await kit.login('2023001');
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload,
  });
};

describe('R1 bad input gets a 400 with a Chinese message', () => {
  it('an id past the integer column', async () => {
    for (const url of [serviceHallApi.serviceList.path, serviceHallApi.businessList.path]) {
      const response = await post(url, { typeId: 2_147_483_648 });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().msg).toBe('分类编号超出范围');
    }
    const collect = await post(serviceHallApi.collect.path, { appId: '99999999999', collect: true });
    expect(collect.statusCode).toBe(400);
  });

  it('names the field at fault by its Chinese label, never by its wire name (issue 10)', async () => {
    const cases: [string, object, string][] = [
      [serviceHallApi.serviceList.path, { page: 0 }, '页码从 1 开始'],
      [serviceHallApi.serviceList.path, { audience: 'nobody' }, '服务对象不在可选范围内'],
      [serviceHallApi.collect.path, { appId: 'abc', collect: true }, '服务编号必须是数字编号'],
      [serviceHallApi.collect.path, { appId: '1' }, '收藏状态不能为空'],
    ];
    for (const [url, payload, msg] of cases) {
      const response = await post(url, payload);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().msg, JSON.stringify(payload)).toBe(msg);
    }
  });

  it('a NUL or line break in a search keyword', async () => {
    for (const keyword of ['证明\u0000', 'a\r\nb']) {
      const response = await post(serviceHallApi.serviceList.path, { keyword });
      expect(response.statusCode).toBe(400);
      expect(response.json().msg).toBe('关键词不能包含控制字符');
    }
  });

  it('a forged Host header or an absolute-form request line, on API and page paths alike', async () => {
    for (const url of ['/homepage/globalConfig', '/home']) {
      const response = await t.app.inject({ url, headers: { host: '<svg/onload=alert(1)>' } });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().msg).toBe('请求的主机名或地址不合法');
      expect(response.body).not.toContain('<svg');
    }
  });

  it('an absolute-form request line', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.write('GET http://evil.example/home HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toContain('请求的主机名或地址不合法');
  });
});
