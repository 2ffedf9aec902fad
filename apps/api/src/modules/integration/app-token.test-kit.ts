import { createCipheriv, randomUUID } from 'node:crypto';
import { appTokenApi } from '@yizhan/contracts';
import type { TestApp } from '../../test/test-app';
import { demoAppSecret } from '../../seed/task-center';

/** What a client of the live hall does: AES-128-ECB (PKCS#7) under the app secret, upper-case hex. */
export function encOf(secret: string, payload: Record<string, unknown>): string {
  const cipher = createCipheriv('aes-128-ecb', Buffer.from(secret, 'utf8'), null);
  return Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()])
    .toString('hex')
    .toUpperCase();
}

/** createToken as a client of the live hall calls it (unit `fid`'s demo app secret unless told); status and body. */
export async function createToken(
  t: TestApp,
  uid: number,
  { fid, secret = demoAppSecret(fid), time = Date.now(), nonce = randomUUID(), host = 'localhost' }: TokenRequest,
) {
  const enc = encOf(secret, { fid, uid, time, nonce });
  const response = await t.app.inject({
    method: 'GET',
    url: `${appTokenApi.createToken.path}?fid=${fid}&uid=${uid}&enc=${enc}`,
    headers: { host },
  });
  return { status: response.statusCode, body: response.json(), cookies: response.cookies };
}

export interface TokenRequest {
  fid: number;
  secret?: string;
  time?: number;
  nonce?: string;
  host?: string;
}
