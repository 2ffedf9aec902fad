import type { FastifyInstance } from 'fastify';
import { clientEnvironment, CODE, homeApi, shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { siteConfigRepository } from '../site-config';
import { toApps } from '../service-hall';
import { viewerOf } from '../../lib/viewer';
import { listCategories, listNewestArticles, toHomeItem } from '../news';
import {
  addVisit,
  countClicks,
  countVisible,
  countVisitsByChannel,
  findRecommendation,
  findSpecial,
  listByType,
  listCars,
  listHotKeywords,
  listNewestItems,
  listRecommendationApps,
  listSpecialApps,
  listSpecials,
  listTools,
} from './home.repository';
import {
  CONTENT_SIZE_DEFAULT,
  HOT_KEYWORD_LIMIT,
  RECOMMEND_SIZE_DEFAULT,
  RECOMMENDATION_NOT_FOUND,
  SPECIAL_NOT_FOUND,
  toContentItem,
  toPageStatus,
  toVisitFigures,
} from './home.service';
import { isOwnPageCall } from '../../lib/own-page-call';

const tags = ['首页'];

/** Home content of spec §7: module status, tools, theme cards, content, specials, statistics, recommendations. */
export async function homeRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const siteConfig = cachedReads(cache, 'site-config', siteConfigRepository(db));
  // What the home page shows every visitor of a unit (or of a user type) comes from memory (ADR 018).
  const reads = cachedReads(cache, 'home', {
    tools: (fid: number) => listTools(db, fid),
    cars: (fid: number) => listCars(db, fid),
    newestItems: (fid: number, categoryId: number, size: number) => listNewestItems(db, fid, categoryId, size),
    newsCategories: (fid: number) => listCategories(db, fid),
    newestArticles: (fid: number, categoryId: number, size: number) => listNewestArticles(db, fid, categoryId, size),
    specials: (fid: number, userType: string | null) => listSpecials(db, fid, { uid: null, userType }),
  });

  serve(
    app,
    homeApi.pageStatus,
    async ({ request: { unit }, query }) =>
      toPageStatus(await siteConfig.homeModules(unit.fid, query.template ?? unit.template, unit.template)),
    { tags },
  );
  serve(app, homeApi.tools, ({ request }) => reads.tools(request.unit.fid), { tags });
  serve(app, homeApi.cars, ({ request }) => reads.cars(request.unit.fid), { tags });

  serve(
    app,
    homeApi.content,
    async ({ request: { unit }, query }) => {
      const size = query.size ?? CONTENT_SIZE_DEFAULT;
      const [categories, newsCategories] = await Promise.all([
        siteConfig.contentCategories(unit.fid),
        reads.newsCategories(unit.fid),
      ]);
      // A block named like a news category shows that category's articles, linked to their pages here (ADR 029);
      // the others (a picture wall such as 校园风采) keep their own items.
      const newsIds = new Map(newsCategories.map((category) => [category.name, category.id]));
      return Promise.all(
        categories.map(async (category) => {
          const newsId = newsIds.get(category.name);
          return {
            categoryId: category.id,
            newsCategoryId: newsId ?? null,
            name: category.name,
            showType: category.showType,
            items:
              newsId === undefined
                ? (await reads.newestItems(unit.fid, category.id, size)).map(toContentItem)
                : (await reads.newestArticles(unit.fid, newsId, size)).map(toHomeItem),
          };
        }),
      );
    },
    { tags },
  );

  serve(app, homeApi.specials, ({ request }) => reads.specials(request.unit.fid, viewerOf(request.session).userType), {
    tags,
  });
  serve(
    app,
    homeApi.special,
    async ({ request, query }) => {
      const [special] = await findSpecial(db, request.unit.fid, query.id);
      if (!special) throw new BusinessError(CODE.notFound, SPECIAL_NOT_FOUND, 404);
      const viewer = viewerOf(request.session);
      const apps = await toApps(db, await listSpecialApps(db, request.unit.fid, special.id, viewer), viewer);
      return { ...special, appCount: apps.length, apps };
    },
    { tags },
  );

  serve(
    app,
    homeApi.homeStatistic,
    async ({ request }) => {
      const fid = request.unit.fid;
      const today = shanghaiDay(new Date());
      // Live counts, not cached: the click and visit sums read a row (or three) a day of the unit by primary key.
      const [visible, clicks, visits] = await Promise.all([
        countVisible(db, fid, viewerOf(request.session)),
        countClicks(db, fid, today),
        countVisitsByChannel(db, fid, today),
      ]);
      return {
        serviceCount: visible.services,
        businessSystemCount: visible.systems,
        departmentCount: visible.departments,
        clickCount: clicks.total,
        todayClickCount: clicks.today,
        ...toVisitFigures(visits),
      };
    },
    { tags },
  );
  serve(app, homeApi.searchStatistic, ({ request }) => listHotKeywords(db, request.unit.fid, HOT_KEYWORD_LIMIT), {
    tags,
  });
  // A GET that changes state: the visit counter the spec defines (R5 allows it). It is limited per address like
  // every write (plugins/rate-limit.ts), and only the portal's own pages count: a call another site makes a
  // browser send (an <img> pointing here, a sibling unit's page) is answered but not recorded.
  serve(
    app,
    homeApi.visit,
    async ({ request, query }) => {
      if (!isOwnPageCall(request.headers)) return { recorded: false };
      // The page reports from the browser, so its user agent names the environment it runs in (ADR 076).
      const environment = clientEnvironment(request.headers['user-agent']);
      await addVisit(db, request.unit.fid, shanghaiDay(new Date()), Number(query.terminalType), environment);
      return { recorded: true };
    },
    { tags },
  );

  serve(
    app,
    homeApi.recommendation,
    async ({ request, query }) => {
      const [group] = await findRecommendation(db, request.unit.fid, query.id);
      if (!group) throw new BusinessError(CODE.notFound, RECOMMENDATION_NOT_FOUND, 404);
      const viewer = viewerOf(request.session);
      return {
        ...group,
        apps: await toApps(db, await listRecommendationApps(db, request.unit.fid, group.id, viewer), viewer),
      };
    },
    { tags },
  );
  serve(
    app,
    homeApi.recommendByType,
    async ({ request, query }) => {
      const viewer = viewerOf(request.session);
      const rows = await listByType(db, request.unit.fid, viewer, {
        type: query.type,
        audience: query.audience,
        size: query.size ?? RECOMMEND_SIZE_DEFAULT,
      });
      return toApps(db, rows, viewer);
    },
    { tags },
  );
}
