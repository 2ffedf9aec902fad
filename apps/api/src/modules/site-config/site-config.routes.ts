import type { FastifyInstance } from 'fastify';
import { asFlag, siteConfigApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { usableBridgeScriptUrl } from '../units';
import { siteConfigRepository } from './site-config.repository';
import { toModuleTree, toThemeEntries } from './site-config.service';

const tags = ['站点配置'];
/** Every answer here depends only on the unit, the URL and the data (ADR 022): kept serialized for guests. */
const options = { tags, shared: true as const };

/** Start-up configuration and theme calls of spec §7 "Base config and theme". */
export async function siteConfigRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const repo = cachedReads(cache, 'site-config', siteConfigRepository(db));

  serve(
    app,
    siteConfigApi.unitConfig,
    async ({ request: { unit } }) => ({
      fid: unit.fid,
      unitName: unit.name,
      logo: unit.logo,
      template: unit.template,
      specialStyle: asFlag(unit.specialStyle),
      careByDefault: unit.careByDefault,
      bottomMediaStyle: unit.bottomMediaStyle,
      mobileTabsWorkAndMineOnly: unit.mobileTabsWorkAndMineOnly,
      frameOrigins: unit.frameOrigins,
      bridgeScriptUrl: usableBridgeScriptUrl(unit.bridgeScriptUrl),
    }),
    options,
  );

  // The product family spells this path both ways; serve both (spec §7 gives "pedesta").
  serve(
    app,
    siteConfigApi.specialStyle,
    async ({ request: { unit } }) => ({ specialStyle: asFlag(unit.specialStyle) }),
    {
      ...options,
      urls: [siteConfigApi.specialStyle.path.replace('/pedestal/', '/pedesta/'), siteConfigApi.specialStyle.path],
    },
  );

  serve(
    app,
    siteConfigApi.loginBackground,
    async ({ request: { unit } }) => {
      const [config] = await repo.globalConfig(unit.fid);
      return {
        backgroundUrl: config?.loginBackground ?? '',
        title: config?.loginTitle || unit.name,
        subTitle: config?.loginSubtitle ?? '',
      };
    },
    options,
  );

  serve(app, siteConfigApi.globalConfig, async ({ request: { unit } }) => repo.globalConfig(unit.fid), options);
  serve(app, siteConfigApi.bottomLinks, async ({ request: { unit } }) => repo.bottomLinks(unit.fid), options);
  serve(
    app,
    siteConfigApi.media,
    async ({ request: { unit }, query }) => repo.media(unit.fid, query.style ?? unit.bottomMediaStyle),
    options,
  );
  serve(
    app,
    siteConfigApi.themes,
    async ({ request: { unit } }) => toThemeEntries(await repo.themes(unit.fid)),
    options,
  );
  serve(app, siteConfigApi.banners, async ({ request: { unit } }) => repo.banners(unit.fid), options);
  serve(app, siteConfigApi.intelligence, async ({ request: { unit } }) => repo.intelligence(unit.fid), options);
  serve(
    app,
    siteConfigApi.homeModules,
    async ({ request: { unit }, query }) =>
      toModuleTree(await repo.homeModules(unit.fid, query.template ?? unit.template, unit.template)),
    options,
  );
  serve(
    app,
    siteConfigApi.contentShowTypes,
    async ({ request: { unit } }) => repo.contentCategories(unit.fid),
    options,
  );
}
