import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { authApi, AVATAR_MAX_BYTES, personApi, type UserInfo } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { multipartBody, personCalls } from './person.test-kit';
import { AVATAR_MESSAGES } from './person.avatar';

const t = useTestApp();
const kit = serviceHallKit(t);
const { ok, upload, fetchAvatar } = personCalls(t);

/** A real picture of the given kind: a 600×400 gradient-ish photo stand-in. */
const picture = (format: 'png' | 'jpeg' | 'webp', width = 600, height = 400) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

const userInfo = async (token: string) => ok<UserInfo>(kit.get(authApi.userInfo.path, token));

describe('R3 avatar upload', () => {
  it('re-encodes a PNG to a 256×256 WebP under a new random address, served cacheable and not sniffable', async () => {
    const student = await kit.login('2023001');
    const before = (await userInfo(student)).avatar;
    const { status, body } = await upload(student, multipartBody('我的照片.png', 'image/png', await picture('png')));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.avatar).toMatch(/^\/pedestal\/user\/avatar\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(body.data.avatar).not.toBe(before);
    expect((await userInfo(student)).avatar).toBe(body.data.avatar);

    const served = await fetchAvatar(body.data.avatar);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 256, 256]);
  });

  it('replaces the old picture only with the new one stored: the old address is gone, the new one works', async () => {
    const teacher = await kit.login('T1001');
    const first = await upload(teacher, multipartBody('a.jpg', 'image/jpeg', await picture('jpeg')));
    const second = await upload(teacher, multipartBody('b.webp', 'image/webp', await picture('webp', 300, 500)));
    expect(second.body.data.avatar).not.toBe(first.body.data.avatar);
    expect((await fetchAvatar(first.body.data.avatar)).statusCode).toBe(404);
    expect((await fetchAvatar(second.body.data.avatar)).statusCode).toBe(200);
    expect((await userInfo(teacher)).avatar).toBe(second.body.data.avatar);
    // A refused upload leaves the avatar as it was.
    await upload(teacher, multipartBody('c.png', 'image/png', Buffer.from('not a picture')));
    expect((await userInfo(teacher)).avatar).toBe(second.body.data.avatar);
    expect((await fetchAvatar(second.body.data.avatar)).statusCode).toBe(200);
  });

  it('strips a photo’s metadata (EXIF with where it was taken)', async () => {
    const student = await kit.login('2023001');
    const withExif = await sharp(await picture('jpeg'))
      .withExif({ IFD0: { Make: 'DemoPhone', Copyright: '李明' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { body } = await upload(student, multipartBody('photo.jpg', 'image/jpeg', withExif));
    const meta = await sharp((await fetchAvatar(body.data.avatar)).rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
  });

  it('refuses an SVG, a renamed text file and a 3 MB image with Chinese messages', async () => {
    const student = await kit.login('2023001');
    const avatarBefore = (await userInfo(student)).avatar;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const refusedSvg = await upload(student, multipartBody('avatar.svg', 'image/svg+xml', svg));
    expect(refusedSvg.status).toBe(400);
    expect(refusedSvg.body).toMatchObject({ success: false, code: 400, msg: AVATAR_MESSAGES.badType });
    expect(AVATAR_MESSAGES.badType).toBe('头像图片只能是 JPEG、PNG 或 WebP 格式');

    // A text file named and declared as a PNG.
    const text = Buffer.from('这不是图片，只是一段文字。\n'.repeat(50));
    const refusedText = await upload(student, multipartBody('avatar.png', 'image/png', text));
    expect(refusedText.body).toMatchObject({ success: false, code: 400, msg: '头像图片只能是 JPEG、PNG 或 WebP 格式' });

    // A real PNG of about 3 MB (noise does not compress).
    const noisy = await sharp({
      create: {
        width: 1024,
        height: 1024,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(AVATAR_MAX_BYTES);
    expect(noisy.length).toBeGreaterThanOrEqual(3 * 1024 * 1024);
    const refusedBig = await upload(student, multipartBody('big.png', 'image/png', noisy));
    expect(refusedBig.status).toBe(400);
    expect(refusedBig.body).toMatchObject({ success: false, code: 400, msg: '头像图片不能超过 2 MB' });

    expect((await userInfo(student)).avatar).toBe(avatarBefore);
  });

  it('refuses a polyglot: a PNG signature followed by a script is no picture', async () => {
    const student = await kit.login('2023001');
    const png = await picture('png', 8, 8);
    const polyglot = Buffer.concat([png.subarray(0, 16), Buffer.from('<script>alert(1)</script>'.repeat(20))]);
    const refused = await upload(student, multipartBody('x.png', 'image/png', polyglot));
    expect(refused.body).toMatchObject({ success: false, code: 400, msg: AVATAR_MESSAGES.unreadable });
  });

  it('wants a signed-in user, a multipart body with a file, and the same origin', async () => {
    const guest = await kit.guest();
    const file = multipartBody('a.png', 'image/png', await picture('png'));
    expect((await upload(guest, file)).body).toMatchObject({ success: false, code: 401 });
    expect((await upload(undefined, file)).body).toMatchObject({ success: false, code: 401 });
    const student = await kit.login('2023001');
    const json = await kit.post(personApi.avatarUpload.path, { file: 'x' }, student);
    expect(json.status).toBe(400);
    expect(json.body.msg).toBe(AVATAR_MESSAGES.notMultipart);
    const wrongField = await upload(student, multipartBody('a.png', 'image/png', await picture('png'), 'avatar'));
    expect(wrongField.body).toMatchObject({ success: false, code: 400, msg: AVATAR_MESSAGES.missing });
    const crossSite = await t.app.inject({
      method: 'POST',
      url: personApi.avatarUpload.path,
      headers: {
        host: 'localhost',
        origin: 'http://evil.example',
        authorization: `Bearer ${student}`,
        ...file.headers,
      },
      payload: file.payload,
    });
    expect(crossSite.statusCode).toBe(403);
  });

  it('serves an avatar only on its own unit, and answers 404 for a name that is not one', async () => {
    const student = await kit.login('2023001');
    const { body } = await upload(student, multipartBody('a.png', 'image/png', await picture('png')));
    expect((await fetchAvatar(body.data.avatar, 'gov.localhost')).statusCode).toBe(404);
    expect((await fetchAvatar('/pedestal/user/avatar/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
    expect((await fetchAvatar('/pedestal/user/avatar/AAAAAAAAAAAAAAAAAAAAAA.webp')).statusCode).toBe(404);
  });
});
