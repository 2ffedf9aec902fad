import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { adminNewsApi, type AdminNewsArticle } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit } from '../access/access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

async function created(token: string): Promise<AdminNewsArticle> {
  const categoryId = (await call(adminNewsApi.options, { token })).body.data.categories[1].id as number;
  const body = { title: '图书馆新馆开放', categoryId, summary: '', image: '', content: '<p>新馆开放。</p>' };
  return (await call(adminNewsApi.save, { token, body })).body.data;
}

const draft = (categoryId: number) => ({ title: '图书馆新馆开放', categoryId, summary: '' });

describe('pictures of news articles (ADR 072)', () => {
  it('takes a picture as avatars are taken: sniffed, re-encoded, sized into the article', async () => {
    const editor = await login('editor100001');
    const png = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#36c' } })
      .png()
      .toBuffer();
    const upload = async (bytes: Buffer, type: string, token?: string) => {
      const boundary = '----yizhannews';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/pedestal/admin/news/image',
        headers: {
          host: 'localhost',
          origin: 'http://localhost',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        payload,
      });
      return { status: response.statusCode, body: response.json() };
    };
    const picture = await upload(png, 'image/png', editor);
    expect(picture.body.data).toMatchObject({ width: 1600, height: 800 });
    const served = await t.app.inject({ method: 'GET', url: picture.body.data.url, headers: { host: 'localhost' } });
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(1600);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await upload(svg, 'image/png', editor)).body.msg).toBe('图片只能是 JPEG、PNG 或 WebP 格式');
    expect((await upload(png, 'image/png', await login('2023001'))).status).toBe(403);
    expect((await upload(png, 'image/png')).body.code).toBe(401);

    const article = await created(editor);
    const saved = await call(adminNewsApi.save, {
      token: editor,
      body: {
        ...draft(article.categoryId),
        image: picture.body.data.url,
        content: `<p>图</p><img src="${picture.body.data.url}" alt="图书馆">`,
        id: article.id,
        version: article.version,
      },
    });
    expect(saved.body.data.content).toBe(
      `<p>图</p><img src="${picture.body.data.url}" alt="图书馆" width="1600" height="800" />`,
    );
  });
});
