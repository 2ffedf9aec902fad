import { describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { adminNewsApi } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { newsArticles } from './news.table';

const t = useTestApp();
const { login, call } = consoleKit(t);

describe('an article whose cover came before the console', () => {
  it('opens in the editor (the demo’s covers are pictures of the site, not uploads)', async () => {
    const [article] = await t.database.db
      .select({ id: newsArticles.id, image: newsArticles.image })
      .from(newsArticles)
      .where(and(eq(newsArticles.fid, 100001), like(newsArticles.image, '/assets/%')))
      .limit(1);
    expect(article, 'the seed gives some articles a cover').toBeDefined();
    const opened = await call(withQuery(adminNewsApi.article, { id: article!.id }), {
      token: await login('admin100001'),
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data.image).toBe(article!.image);
  });

  it('saves with the cover it has, and refuses another picture of the site as a new cover', async () => {
    const [article] = await t.database.db
      .select({ id: newsArticles.id, image: newsArticles.image })
      .from(newsArticles)
      .where(and(eq(newsArticles.fid, 100001), like(newsArticles.image, '/assets/%')))
      .limit(1);
    const token = await login('admin100001');
    const opened = (await call(withQuery(adminNewsApi.article, { id: article!.id }), { token })).body.data;
    const { title, categoryId, summary, content, image, version } = opened;
    const body = { id: article!.id, version, title: `${title}（修订）`, categoryId, summary, content, image };
    const saved = await call(adminNewsApi.save, { token, body });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ image: article!.image, title: `${title}（修订）` });

    const other = { ...body, version: saved.body.data.version, image: '/assets/demo/logo-university.svg' };
    const refused = await call(adminNewsApi.save, { token, body: other });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('封面图片不存在，请重新上传');
  });
});
