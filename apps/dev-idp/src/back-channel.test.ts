import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postForm } from './back-channel';

let server: http.Server;
let port = 0;
const received: { host: string; url: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({ host: request.headers.host ?? '', url: request.url ?? '', body });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('back channel', () => {
  it('reaches a *.localhost service on this machine, with its own Host header', async () => {
    const status = await postForm(`http://gov.localhost:${port}/cas-login?redirect=%2F`, { logoutRequest: '<x/>' });
    expect(status).toBe(200);
    expect(received[0]).toEqual({
      host: `gov.localhost:${port}`,
      url: '/cas-login?redirect=%2F',
      body: 'logoutRequest=%3Cx%2F%3E',
    });
  });
});
