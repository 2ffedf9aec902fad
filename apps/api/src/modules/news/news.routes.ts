import type { FastifyInstance } from 'fastify';
import { CODE, newsApi } from '@yizhan/contracts';
import { replicaReads, type Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { addNewsReads } from './news.reads';
import { requireUser } from '../../plugins/auth';
import {
  addView,
  countArticles,
  findArticle,
  findConfig,
  listCategories,
  listSubscriptions,
  pageArticles,
  replaceSubscriptions,
} from './news.repository';
import {
  ARTICLE_NOT_FOUND,
  CATEGORY_NOT_FOUND,
  orderCategories,
  toArticle,
  toConfig,
  toNewsItem,
} from './news.service';

const tags = ['新闻资讯'];

/** News (spec §7 News, ADR 029): config, categories and subscriptions, paged lists, articles and their views. */
export async function newsRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  // Everything but subscriptions is the same for every viewer of a unit: served from memory until a change notice
  // (ADR 018); view counts in cached answers may lag by the cache's TTL, the view call answers the live count.
  // Read from the replica when there is one (ADR 078); subscriptions are a person's own and stay on the primary.
  const shared = replicaReads(db);
  // Apart from the other reads, which use it too (an article's category name).
  const { categories: unitCategories } = cachedReads(cache, 'news', {
    categories: (fid: number) => listCategories(shared, fid),
  });
  const reads = cachedReads(cache, 'news', {
    config: async (fid: number) => toConfig((await findConfig(shared, fid))[0]),
    page: async (fid: number, categoryId: number | undefined, page: number, pageSize: number) =>
      (await pageArticles(shared, fid, categoryId, page, pageSize)).map(toNewsItem),
    // Apart from the pages: every page of a category shares its total, so a page not yet asked for is one query.
    total: (fid: number, categoryId: number | undefined) => countArticles(shared, fid, categoryId),
    // The article row by its primary key; its category's name from the unit's categories (cached, no join).
    article: async (fid: number, id: number) => {
      const [[row], categories] = await Promise.all([findArticle(shared, fid, id), unitCategories(fid)]);
      const category = categories.find((candidate) => candidate.id === row?.categoryId);
      return row ? toArticle(row, category?.name ?? '') : undefined;
    },
  });
  const subscriptionsOf = (session: { kind: string; uid: number | null } | null) =>
    session?.kind === 'user' && session.uid !== null ? listSubscriptions(db, session.uid) : Promise.resolve([]);

  serve(app, newsApi.config, ({ request }) => reads.config(request.unit.fid), { tags });
  serve(
    app,
    newsApi.topCategories,
    async ({ request }) => {
      const ordered = orderCategories(await unitCategories(request.unit.fid), await subscriptionsOf(request.session));
      return ordered.filter((category) => category.top === 1);
    },
    { tags },
  );
  serve(
    app,
    newsApi.customCategories,
    async ({ request }) =>
      orderCategories(await unitCategories(request.unit.fid), await subscriptionsOf(request.session)),
    { tags },
  );
  serve(
    app,
    newsApi.subscribe,
    async ({ request, body }) => {
      const { uid } = requireUser(request);
      const categories = await unitCategories(request.unit.fid);
      const known = new Set(categories.map((row) => row.id));
      // Another unit's category is as unknown here as one that does not exist.
      if (body.categoryIds.some((id) => !known.has(id))) {
        throw new BusinessError(CODE.badRequest, CATEGORY_NOT_FOUND, 400);
      }
      await replaceSubscriptions(db, uid, request.unit.fid, body.categoryIds);
      return orderCategories(categories, body.categoryIds);
    },
    { tags },
  );

  serve(
    app,
    newsApi.list,
    async ({ request, query }) => {
      const fid = request.unit.fid;
      const categoryId = query.categoryId === undefined ? undefined : Number(query.categoryId);
      if (categoryId !== undefined && !(await unitCategories(fid)).some((row) => row.id === categoryId)) {
        throw new BusinessError(CODE.notFound, CATEGORY_NOT_FOUND, 404);
      }
      const [list, total] = await Promise.all([
        reads.page(fid, categoryId, query.page, query.pageSize),
        reads.total(fid, categoryId),
      ]);
      return { list, total };
    },
    { tags },
  );
  serve(
    app,
    newsApi.detail,
    async ({ request, query }) => {
      const article = await reads.article(request.unit.fid, Number(query.id));
      if (!article) throw new BusinessError(CODE.notFound, ARTICLE_NOT_FOUND, 404);
      return article;
    },
    { tags },
  );
  // A GET that writes (the spec's style for counters): rate-limited as a write (plugins/rate-limit.ts).
  serve(
    app,
    newsApi.view,
    async ({ request, query }) => {
      const views = await addView(db, request.unit.fid, Number(query.id));
      if (views === undefined) throw new BusinessError(CODE.notFound, ARTICLE_NOT_FOUND, 404);
      // A signed-in reader has read it: it leaves the information center's unread subscribed news (ADR 030).
      if (request.session?.kind === 'user' && request.session.uid !== null) {
        await addNewsReads(db, request.session.uid, [Number(query.id)]);
      }
      return { views };
    },
    { tags },
  );
}
