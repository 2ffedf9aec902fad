// Requests of the cluster test: to one instance directly (to choose which), or through nginx as a visitor would.
import { Agent } from 'node:http';
import { send } from '../../bench/lib/http.mjs';

export const PASSWORD = 'Yizhan@2026';

/** The Host of 示范大学 (localhost, any port): the unit is chosen by the host name. */
export const hostOf = (base) => `localhost:${new URL(base).port}`;

/** A call of the portal's API on `base`; `token` signs it. Resolves { status, body (the envelope), response }. */
export async function call(base, path, { method = 'GET', token, body, headers = {} } = {}) {
  const response = await send(`${base}${path}`, {
    method,
    body,
    headers: { host: hostOf(base), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
  let envelope;
  try {
    envelope = response.json();
  } catch {
    envelope = undefined;
  }
  return { status: response.status, body: envelope, response };
}

/** Signs `username` in on `base`; resolves the session's token. */
export async function signIn(base, username) {
  const { status, body, response } = await call(base, '/pedestal/auth/cx/login', {
    method: 'POST',
    body: { username, password: PASSWORD },
  });
  const cookie = response.setCookies.find((each) => each.startsWith('token='));
  if (status !== 200 || !cookie) throw new Error(`sign-in of ${username} failed: ${status} ${JSON.stringify(body)}`);
  return cookie.split(';')[0].slice('token='.length);
}

/** Whether `token` is a signed-in user's on `base` (a revoked one is answered as a guest or refused). */
export async function isSignedIn(base, token) {
  const { body } = await call(base, '/pedestal/auth/userInfo', { token });
  return body?.success === true && body.data?.userType !== 'GUEST';
}

/** Polls `check` every 25 ms until it holds; resolves the milliseconds it took, or throws after `limitMs`. */
export async function within(limitMs, what, check) {
  const started = performance.now();
  for (;;) {
    if (await check()) return Math.round(performance.now() - started);
    if (performance.now() - started > limitMs) throw new Error(`${what}: not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** An agent that keeps connections alive, as a browser does. */
export const keepAliveAgent = () => new Agent({ keepAlive: true, maxSockets: 64 });
