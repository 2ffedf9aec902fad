import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { Secret, TOTP } from 'otpauth';
import {
  adminSecondStepApi,
  BANNER_PICTURE_UPLOAD_PATH,
  CODE,
  GUIDE_FILE_UPLOAD_PATH,
  NEWS_IMAGE_UPLOAD_PATH,
  SECOND_STEP_NEEDED,
  SITE_LOGO_UPLOAD_PATH,
} from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { users } from '../users/users.table';
import { consoleKit } from './access.test-kit';

// The console's uploads are multipart, outside the request pipeline, so each keeps the console's door itself
// (consoleDoor): the same refusals as the pipeline's for a session owing its second step (ADR 080), and none of
// their writes for an account that must first change an administrator's password (ADR 079).
const t = useTestApp();
const { login, call } = consoleKit(t);

const UPLOADS = [NEWS_IMAGE_UPLOAD_PATH, `${BANNER_PICTURE_UPLOAD_PATH}?kind=desktop`, SITE_LOGO_UPLOAD_PATH];

async function upload(url: string, token: string) {
  const boundary = '----yizhanupload';
  const bytes = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await t.app.inject({
    method: 'POST',
    url,
    headers: {
      host: 'localhost',
      origin: 'http://localhost',
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

const uploadsOf = async (token: string) => {
  const firstService = `${GUIDE_FILE_UPLOAD_PATH}?appId=1`;
  return Promise.all([...UPLOADS, firstService].map((url) => upload(url, token)));
};

describe('the console’s uploads keep the console’s door', () => {
  it('refuse a session that owes its second step, and take it once the step is given', async () => {
    const first = await login('admin100001');
    const { secret } = (await call(adminSecondStepApi.enroll, { token: first, body: {} })).body.data;
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await call(adminSecondStepApi.confirm, { token: first, body: { totp: totp.generate() } });

    const owing = await login('admin100001');
    for (const refused of await uploadsOf(owing)) {
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: CODE.secondStepRequired, msg: SECOND_STEP_NEEDED });
    }
    const later = totp.generate({ timestamp: Date.now() + 30_000 });
    expect((await call(adminSecondStepApi.verify, { token: owing, body: { totp: later } })).status).toBe(200);
    for (const url of UPLOADS) expect((await upload(url, owing)).status, url).toBe(200);
    await call(adminSecondStepApi.disable, { token: owing, body: {} });
  });

  it('take nothing from an account that must first change the password an administrator set', async () => {
    await t.database.db
      .update(users)
      .set({ mustChangePassword: true })
      .where(and(eq(users.fid, 100001), eq(users.username, 'editor100001')));
    const token = await login('editor100001');
    for (const url of UPLOADS) {
      const refused = await upload(url, token);
      // Outside the pipeline such an account has no session: it is answered as signed out.
      expect(refused.body, url).toMatchObject({ success: false, code: CODE.unauthorized });
    }
  });
});
