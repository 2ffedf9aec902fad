import { existsSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { beforeAll } from 'vitest';
import { webHost } from '../web/web-host';
import { useTestApp, type TestApp, type TestAppOptions } from './test-app';

const buildDir = path.resolve(import.meta.dirname, '../../../web/build');

/** A port nobody listens on yet. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface PageResponse {
  status: number;
  html: string;
  /** The body as received (still compressed when the response says so). */
  body: Buffer;
  headers: Headers;
  /** The Set-Cookie headers, one entry each. */
  cookies: string[];
}

export interface PageOptions {
  host?: string;
  method?: string;
  headers?: Record<string, string>;
  /** A form body (application/x-www-form-urlencoded). */
  form?: Record<string, string>;
}

/**
 * The API plus the built web app on a real loopback port, as `npm start` serves them (loaders reach the API
 * in-process). `page()` requests a path with a chosen Host header, which fetch cannot set.
 */
/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie header for the next request. */
export const cookieHeader = (response: PageResponse) =>
  response.cookies.map((cookie) => cookie.split(';')[0]).join('; ');

export interface SsrHost extends TestApp {
  page(url: string, options?: PageOptions): Promise<PageResponse>;
  /** Signs in through the login page as a browser does (guest page first, then the form post). */
  signIn(
    username: string,
    options?: { redirect?: string; host?: string },
  ): Promise<{ response: PageResponse; cookie: string }>;
}

export function useSsrHost(options: Pick<TestAppOptions, 'outage' | 'logLines' | 'telemetry'> = {}): SsrHost {
  if (!existsSync(path.join(buildDir, 'server/index.js'))) {
    throw new Error('SSR tests need the web build: run `npm run build` first (npm test does).');
  }
  const t = useTestApp(options);
  beforeAll(async () => {
    const port = await freePort();
    await t.app.register(webHost, { buildDir });
    await t.app.listen({ host: '127.0.0.1', port });
  });

  const page = (url: string, { host = 'localhost', method = 'GET', headers = {}, form }: PageOptions = {}) => {
    const { port } = t.app.server.address() as { port: number };
    const body = form ? new URLSearchParams(form).toString() : undefined;
    const allHeaders = {
      host,
      ...(body ? { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(body.length) } : {}),
      ...headers,
    };
    return new Promise<PageResponse>((resolve, reject) => {
      const request = http.request({ host: '127.0.0.1', port, path: url, method, headers: allHeaders }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(response.headers)) {
            for (const item of [value ?? []].flat()) headers.append(name, item);
          }
          resolve({
            status: response.statusCode ?? 0,
            html: Buffer.concat(chunks).toString('utf8'),
            body: Buffer.concat(chunks),
            headers,
            cookies: headers.getSetCookie(),
          });
        });
      });
      request.on('error', reject);
      request.end(body);
    });
  };
  const signIn: SsrHost['signIn'] = async (username, { redirect = '/personal-center', host = 'localhost' } = {}) => {
    const first = await page('/', { host });
    const response = await page(`/login?redirect=${encodeURIComponent(redirect)}`, {
      host,
      method: 'POST',
      headers: { cookie: cookieHeader(first), origin: `http://${host}` },
      form: { username, password: 'Yizhan@2026' },
    });
    return { response, cookie: cookieHeader(response) };
  };
  return Object.assign(t, { page, signIn });
}
