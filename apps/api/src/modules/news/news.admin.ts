import type { FastifyInstance } from 'fastify';
import { adminNewsApi, CODE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import type { MemoCache } from '../../lib/memo-cache';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite } from '../audit';
import type { ApiRequest } from '../../lib/api-request';
import {
  findConsoleArticle,
  findVersion,
  listVersions,
  pageConsoleArticles,
  reviewRequired,
  setReviewRequired,
} from './news.console.repository';
import { diffVersions, toAdminArticle, toAdminItem, toVersion } from './news.console.service';
import { listCategories } from './news.repository';
import { schedulePublishing } from './news.schedule';
import { ARTICLE_NOT_FOUND } from './news.service';
import {
  createArticle,
  mayPublish,
  pinArticle,
  publishArticle,
  rewriteArticle,
  submitArticle,
  withdrawArticle,
  type WriteContext,
} from './news.workflow';

const VERSION_NOT_FOUND = '版本不存在';

/** 新闻 of the console (issue 37 item 7, ADR 073): the list, the editor's reads and writes, versions, the setting. */
export function newsAdminRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  schedulePublishing(app, { db, cache });

  const categoriesOf = (fid: number) => listCategories(db, fid);
  const contextOf = (request: ApiRequest, scope: AdminScope): WriteContext => ({
    db,
    request,
    scope,
    categoryIds: async () => new Set((await categoriesOf(scope.unit.fid)).map((row) => row.id)),
  });
  const articleOf = async (fid: number, id: number) => {
    const row = await findConsoleArticle(db, fid, id);
    if (!row) throw new BusinessError(CODE.notFound, ARTICLE_NOT_FOUND, 404);
    return row;
  };

  serveAdmin(app, adminNewsApi.list, async ({ query, scope }) => {
    const { page, pageSize, categoryId, status, title } = query;
    const [{ list, total }, categories] = await Promise.all([
      pageConsoleArticles(db, scope.unit.fid, { page, pageSize, categoryId, status, title }),
      categoriesOf(scope.unit.fid),
    ]);
    const names = new Map(categories.map((row) => [row.id, row.name]));
    return { list: list.map((row) => toAdminItem(row, names.get(row.categoryId) ?? '')), total };
  });

  serveAdmin(app, adminNewsApi.options, async ({ scope }) => ({
    categories: (await categoriesOf(scope.unit.fid)).map((row) => ({ id: row.id, name: row.name })),
    reviewRequired: await reviewRequired(db, scope.unit.fid),
    mayPublish: await mayPublish(db, scope),
  }));

  serveAdmin(app, adminNewsApi.article, async ({ query, scope }) =>
    toAdminArticle(await articleOf(scope.unit.fid, query.id)),
  );

  serveAdmin(app, adminNewsApi.save, async ({ body, request, scope }) => {
    const { id, version, ...draft } = body;
    const context = contextOf(request, scope);
    return id === undefined
      ? createArticle(context, draft)
      : rewriteArticle(context, { id, version: version ?? '' }, draft, 'save');
  });
  serveAdmin(app, adminNewsApi.submit, ({ body, request, scope }) => submitArticle(contextOf(request, scope), body));
  serveAdmin(app, adminNewsApi.publish, ({ body, request, scope }) =>
    publishArticle(contextOf(request, scope), body, body.publishAt ? new Date(body.publishAt) : undefined),
  );
  serveAdmin(app, adminNewsApi.pin, ({ body, request, scope }) =>
    pinArticle(contextOf(request, scope), body, body.pinned),
  );
  serveAdmin(app, adminNewsApi.withdraw, ({ body, request, scope }) =>
    withdrawArticle(contextOf(request, scope), body),
  );

  serveAdmin(app, adminNewsApi.versions, async ({ query, scope }) => {
    const article = await articleOf(scope.unit.fid, query.id);
    return (await listVersions(db, article.id)).map(toVersion).reverse();
  });
  serveAdmin(app, adminNewsApi.diff, async ({ query, scope }) => {
    const article = await articleOf(scope.unit.fid, query.id);
    const [older, newer] = await Promise.all([
      findVersion(db, article.id, query.older),
      findVersion(db, article.id, query.newer),
    ]);
    if (!older || !newer) throw new BusinessError(CODE.notFound, VERSION_NOT_FOUND, 404);
    const names = new Map((await categoriesOf(scope.unit.fid)).map((row) => [row.id, row.name]));
    return diffVersions(older, newer, (categoryId) => names.get(categoryId) ?? '（已删除的栏目）');
  });
  serveAdmin(app, adminNewsApi.revert, async ({ body, request, scope }) => {
    const article = await articleOf(scope.unit.fid, body.id);
    const version = await findVersion(db, article.id, body.versionId);
    if (!version) throw new BusinessError(CODE.notFound, VERSION_NOT_FOUND, 404);
    return rewriteArticle(contextOf(request, scope), body, version, 'revert');
  });

  // 发布设置: whether an editor's article waits for a publisher (on by default, ADR 073).
  const settingsOf = (required: boolean) => ({ reviewRequired: required, version: versionOf({ required }) });
  serveAdmin(app, adminNewsApi.settings, async ({ scope }) => settingsOf(await reviewRequired(db, scope.unit.fid)));
  serveAdmin(app, adminNewsApi.saveSettings, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const before = await db.transaction(async (tx) => {
      const current = await reviewRequired(tx, fid, true);
      assertCurrentVersion(body.version, settingsOf(current));
      await setReviewRequired(tx, fid, body.reviewRequired);
      return current;
    });
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'news.settings',
      target: `新闻发布设置（${scope.unit.name}）`,
      before: { reviewRequired: before },
      after: { reviewRequired: body.reviewRequired },
    });
    return settingsOf(body.reviewRequired);
  });
}
