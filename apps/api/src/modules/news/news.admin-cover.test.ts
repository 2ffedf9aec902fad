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
});
