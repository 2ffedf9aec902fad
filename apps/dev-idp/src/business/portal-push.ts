import http from 'node:http';

/** What the portal answered a push: done, or its Chinese message. */
export type PushOutcome = { ok: true } | { ok: false; msg: string };

const PUSH_TIMEOUT_MS = 5_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * The demo units' push key of 「演示业务系统」, as the portal's seed makes it (README, docs/integration.md): the demo
 * system files and moves applications with it like any business system with its own key.
 */
export const demoPushKey = (fid: number) => `yzk_demo_${fid}_push_key`;

/**
 * Pushes to a portal unit's integration API (`/integration/v1/…`, ADR 039) over the back channel. The portal answers
 * on the unit's domain, which Node does not resolve under `*.localhost`: the request goes to the loopback address
 * with the unit's Host header, as the CAS validation does.
 */
export function pushToPortal(
  portal: { host: string; port: number; fid: number },
  path: string,
  body: unknown,
): Promise<PushOutcome> {
  const payload = JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: portal.port,
        method: 'POST',
        path: `/integration/v1/${path}`,
        headers: {
          host: `${portal.host}:${portal.port}`,
          authorization: `Bearer ${demoPushKey(portal.fid)}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
        timeout: PUSH_TIMEOUT_MS,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
          if (text.length > MAX_ANSWER_BYTES) request.destroy();
        });
        response.on('end', () => {
          try {
            const answer = JSON.parse(text) as { success?: boolean; msg?: string };
            resolve(answer.success ? { ok: true } : { ok: false, msg: answer.msg ?? `HTTP ${response.statusCode}` });
          } catch {
            resolve({ ok: false, msg: `门户答复无法识别（HTTP ${response.statusCode}）` });
          }
        });
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ ok: false, msg: '门户不可达' }));
    request.end(payload);
  });
}
