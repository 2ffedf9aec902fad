import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { adminNewsApi, EDIT_CONFLICT, newsApi, type AdminNewsArticle } from '@yizhan/contracts';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery as path } from '../access/access.test-kit';
import { auditLog } from '../audit';
import { MAY_NOT_PUBLISH } from './news.workflow';

const t = useTestApp();
const { login, call } = consoleKit(t);

const categoryOf = async (token: string, host = 'localhost') =>
  (await call(adminNewsApi.options, { token, host })).body.data.categories[1].id as number;

const draft = (categoryId: number, title = '图书馆延长开放时间') => ({
  title,
  categoryId,
  summary: '期末考试期间图书馆开放至 23 点',
  image: '',
  content: '<p>期末考试期间，图书馆开放时间延长至晚上 23 点。</p>',
});

async function created(token: string, title?: string): Promise<AdminNewsArticle> {
  const answer = await call(adminNewsApi.save, { token, body: draft(await categoryOf(token), title) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.data;
}

const publicDetail = (id: number) => call(path(newsApi.detail, { id }));
const publicFirstPage = async () =>
  (await call(path(newsApi.list, { page: 1, pageSize: 5 }))).body.data.list.map((item: { id: number }) => item.id);

const lastAudit = async () =>
  (await t.database.db.select().from(auditLog).where(eq(auditLog.event, 'admin_write')).orderBy(desc(auditLog.id)))[0];

describe('news in the console: who may do what', () => {
  it('refuses a guest (401) and a student (403)', async () => {
    expect((await call(adminNewsApi.list)).body.code).toBe(401);
    const student = await login('2023001');
    expect((await call(adminNewsApi.list, { token: student })).status).toBe(403);
    const body = draft(1);
    expect((await call(adminNewsApi.save, { token: student, body })).status).toBe(403);
  });

  it('lets an editor draft and submit but not publish; the unit admin publishes and both sites show it', async () => {
    const editor = await login('editor100001');
    const article = await created(editor, '编辑撰写的新闻');
    expect(article).toMatchObject({ status: 'draft', pinned: false, publishTime: '' });
    expect((await publicDetail(article.id)).status).toBe(404);
    expect(await lastAudit()).toMatchObject({ method: 'news.save', username: 'editor100001' });

    const submitted = await call(adminNewsApi.submit, {
      token: editor,
      body: { id: article.id, version: article.version },
    });
    expect(submitted.body.data.status).toBe('review');
    const refused = await call(adminNewsApi.publish, {
      token: editor,
      body: { id: article.id, version: submitted.body.data.version },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe(MAY_NOT_PUBLISH);
    expect((await call(adminNewsApi.options, { token: editor })).body.data.mayPublish).toBe(false);

    const admin = await login('admin100001');
    const review = (await call(path(adminNewsApi.list, { status: 'review' }), { token: admin })).body.data;
    expect(review.list.map((item: { id: number }) => item.id)).toContain(article.id);
    const published = await call(adminNewsApi.publish, {
      token: admin,
      body: { id: article.id, version: submitted.body.data.version },
    });
    expect(published.body.data.status).toBe('published');
    expect((await publicDetail(article.id)).body.data.title).toBe('编辑撰写的新闻');
    expect(await publicFirstPage()).toContain(article.id);
    expect(await lastAudit()).toMatchObject({ method: 'news.publish', username: 'admin100001' });

    // A live article is changed only by those who publish.
    const liveEdit = await call(adminNewsApi.save, {
      token: editor,
      body: { ...draft(article.categoryId), id: article.id, version: published.body.data.version },
    });
    expect(liveEdit.status).toBe(403);

    const pinned = await call(adminNewsApi.pin, {
      token: admin,
      body: { id: article.id, version: published.body.data.version, pinned: true },
    });
    expect(pinned.body.data.pinned).toBe(true);
    const withdrawn = await call(adminNewsApi.withdraw, {
      token: admin,
      body: { id: article.id, version: pinned.body.data.version },
    });
    expect(withdrawn.body.data.status).toBe('withdrawn');
    expect((await publicDetail(article.id)).status).toBe(404);
    expect(await publicFirstPage()).not.toContain(article.id);
  });

  it('lets an editor publish when the unit turns review off', async () => {
    const admin = await login('admin100001');
    const editor = await login('editor100001');
    expect((await call(adminNewsApi.settings, { token: editor })).status).toBe(403);
    const settings = (await call(adminNewsApi.settings, { token: admin })).body.data;
    expect(settings.reviewRequired).toBe(true);
    const off = await call(adminNewsApi.saveSettings, {
      token: admin,
      body: { reviewRequired: false, version: settings.version },
    });
    expect(off.body.data.reviewRequired).toBe(false);
    const stale = await call(adminNewsApi.saveSettings, {
      token: admin,
      body: { reviewRequired: true, version: settings.version },
    });
    expect(stale.status).toBe(409);

    const article = await created(editor, '无需审核的新闻');
    const published = await call(adminNewsApi.publish, {
      token: editor,
      body: { id: article.id, version: article.version },
    });
    expect(published.body.data.status).toBe('published');
    await call(adminNewsApi.saveSettings, {
      token: admin,
      body: { reviewRequired: true, version: off.body.data.version },
    });
  });
});

describe('news in the console: input, conflicts and versions', () => {
  it('refuses bad input in Chinese and saves nothing', async () => {
    const editor = await login('editor100001');
    const categoryId = await categoryOf(editor);
    const noTitle = await call(adminNewsApi.save, { token: editor, body: { ...draft(categoryId), title: '' } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.msg).toContain('标题不能为空');
    const gov = await login('admin200001', 'gov.localhost');
    const govCategory = await categoryOf(gov, 'gov.localhost');
    const foreign = await call(adminNewsApi.save, { token: editor, body: draft(govCategory) });
    expect(foreign.body).toMatchObject({ code: 400, msg: '栏目不存在' });
    const outsideCover = await call(adminNewsApi.save, {
      token: editor,
      body: { ...draft(categoryId), image: 'https://evil.example/x.png' },
    });
    expect(outsideCover.status).toBe(400);
    expect(outsideCover.body.msg).toContain('封面图片');
    const past = await call(adminNewsApi.publish, {
      token: await login('admin100001'),
      body: { id: 1, version: 'x', publishAt: '2020-01-01T00:00:00+08:00' },
    });
    expect(past.body).toMatchObject({ code: 400, msg: '定时发布的时间须晚于现在' });
    const badTime = await call(adminNewsApi.publish, {
      token: await login('admin100001'),
      body: { id: 1, version: 'x', publishAt: '明天' },
    });
    expect(badTime.status).toBe(400);
    expect(badTime.body.msg).toContain('发布时间格式不正确');
    // Another unit's article is not there.
    const mine = await created(editor);
    expect(
      (await call(path(adminNewsApi.article, { id: mine.id }), { token: gov, host: 'gov.localhost' })).status,
    ).toBe(404);
  });

  it('cleans the body with the articles policy: scripts and Word styles go, headings, lists and tables stay', async () => {
    const editor = await login('editor100001');
    const article = await created(editor);
    const word =
      '<h2 style="mso-style-name:x">一、安排</h2><p class="MsoNormal" style="color:red" onclick="x()">正文</p>' +
      '<script>alert(1)</script><ul><li style="font-size:14pt">甲</li></ul>' +
      '<table style="border:1px"><tbody><tr><td colspan="2" style="width:10px">格</td></tr></tbody></table>';
    const saved = await call(adminNewsApi.save, {
      token: editor,
      body: { ...draft(article.categoryId), content: word, id: article.id, version: article.version },
    });
    expect(saved.body.data.content).toBe(
      '<h2>一、安排</h2><p>正文</p><ul><li>甲</li></ul><table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
    );
  });

  it('answers 409 with the stored article to a save from an older version', async () => {
    const editor = await login('editor100001');
    const admin = await login('admin100001');
    const article = await created(editor);
    const first = await call(adminNewsApi.save, {
      token: admin,
      body: { ...draft(article.categoryId, '管理员改过的标题'), id: article.id, version: article.version },
    });
    expect(first.status).toBe(200);
    const second = await call(adminNewsApi.save, {
      token: editor,
      body: { ...draft(article.categoryId, '编辑改过的标题'), id: article.id, version: article.version },
    });
    expect(second.status).toBe(409);
    expect(second.body.msg).toBe(EDIT_CONFLICT);
    expect(second.body.data.current).toMatchObject({ title: '管理员改过的标题', version: first.body.data.version });
  });

  it('keeps a version at every save, shows the difference of two and reverts as a new version', async () => {
    const editor = await login('editor100001');
    const article = await created(editor, '第一版标题');
    const second = await call(adminNewsApi.save, {
      token: editor,
      body: {
        ...draft(article.categoryId, '第二版标题'),
        content: '<p>新的正文</p>',
        id: article.id,
        version: article.version,
      },
    });
    const versions = (await call(path(adminNewsApi.versions, { id: article.id }), { token: editor })).body.data;
    expect(versions.map((version: { number: number; title: string }) => [version.number, version.title])).toEqual([
      [2, '第二版标题'],
      [1, '第一版标题'],
    ]);
    const [newer, older] = versions;
    const diff = (
      await call(path(adminNewsApi.diff, { id: article.id, older: older.id, newer: newer.id }), { token: editor })
    ).body.data;
    expect(diff).toContainEqual({ change: 'removed', text: expect.stringContaining('标题：第一版标题') });
    expect(diff).toContainEqual({ change: 'added', text: expect.stringContaining('新的正文') });

    const reverted = await call(adminNewsApi.revert, {
      token: editor,
      body: { id: article.id, version: second.body.data.version, versionId: older.id },
    });
    expect(reverted.body.data.title).toBe('第一版标题');
    const after = (await call(path(adminNewsApi.versions, { id: article.id }), { token: editor })).body.data;
    expect(after[0]).toMatchObject({ number: 3, kind: 'revert', title: '第一版标题', username: 'editor100001' });
    expect((await lastAudit())?.method).toBe('news.revert');
  });
});

describe('news in the console: scheduled publishing', () => {
  it('publishes a scheduled article at its time, without a restart', async () => {
    const admin = await login('admin100001');
    const article = await created(admin, '定时发布的新闻');
    const at = new Date(Date.now() + 1500);
    const scheduled = await call(adminNewsApi.publish, {
      token: admin,
      body: { id: article.id, version: article.version, publishAt: at.toISOString() },
    });
    expect(scheduled.body.data.status).toBe('scheduled');
    expect((await publicDetail(article.id)).status).toBe(404);
    const deadline = Date.now() + 6000;
    let status = 404;
    while (status !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = (await publicDetail(article.id)).status;
    }
    expect(status).toBe(200);
    expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  });
});
