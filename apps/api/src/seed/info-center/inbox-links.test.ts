import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_TYPE } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { inboxItems } from '../../modules/info-center/info-center.table';
import { apps } from '../../modules/service-hall/service-hall.table';
import { newsArticles } from '../../modules/news/news.table';

// Issue 35 item 4: 「关于2026年冬季学期校园安全检查的通知」 opened the exam schedule article. Every seeded link of every
// unit's notices and messages is checked against what it opens: a page is the notice's own subject.

const t = useTestApp();

describe('seeded notice and message links', () => {
  it('open what the notice is about: a service it names, an article of its own title, a business system', async () => {
    const db = t.database.db;
    const rows = await db.select().from(inboxItems);
    expect(rows.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    let checked = 0;
    const appOf = async (fid: number, id: number) =>
      (
        await db
          .select()
          .from(apps)
          .where(and(eq(apps.fid, fid), eq(apps.id, id)))
      )[0];
    for (const row of rows) {
      const text = `${row.title} ${row.content}`;
      if (row.url) {
        checked += 1;
        const service = row.url.match(/^\/service-hall\/details\/(\d+)$/);
        const article = row.url.match(/^\/news\/detail\/(\d+)$/);
        if (service) {
          const app = await appOf(row.fid, Number(service[1]));
          if (!app || !text.includes(app.name)) wrong.push(`${row.title} → ${app?.name ?? row.url}`);
        } else if (article) {
          const [found] = await db
            .select({ title: newsArticles.title })
            .from(newsArticles)
            .where(and(eq(newsArticles.fid, row.fid), eq(newsArticles.id, Number(article[1]))));
          if (found?.title !== row.title) wrong.push(`${row.title} → ${found?.title ?? row.url}`);
        } else {
          wrong.push(`${row.title} → ${row.url} (no check for this kind of link)`);
        }
      }
      if (row.sourceUrl) {
        checked += 1;
        const id = row.sourceUrl.match(/^\/to-handle-service\?appId=(\d+)&terminalType=1$/);
        const app = id ? await appOf(row.fid, Number(id[1])) : undefined;
        if (app?.attributeType !== ATTRIBUTE_TYPE.businessSystem) wrong.push(`${row.title} ⇢ ${row.sourceUrl}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });
});
