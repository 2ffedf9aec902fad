import { data } from 'react-router';
import {
  homeApi,
  homePreviewApi,
  type HomePreview,
  type QuickNavigation,
  serviceHallApi,
  siteConfigApi,
  type App,
  type Banner,
  type Car,
  type ContentBlock,
  type EndpointData,
  type HomeStatistic,
  type Special,
  type Tool,
} from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { ServerApi } from '../../../shared/api-client/server-api';
import { visibleModules, type VisibleModule } from '../lib/visible-modules';
import { deferModule } from './defer-module';

export type SearchKeyword = EndpointData<typeof homeApi.searchStatistic>[number];

/** What a home service card shows: icon, name, department, the link to its guide and the 收藏 star. */
export type HomeService = Pick<App, 'appId' | 'name' | 'icon' | 'deptName' | 'collected' | 'attributeType'>;

// The rest of a service record (summary, audiences, handling URLs…) would only make the page's data heavier: every
// field the loader returns is sent along with the HTML for hydration.
const cards = (apps: App[]): HomeService[] =>
  apps.map(({ appId, name, icon, deptName, collected, attributeType }) => ({
    appId,
    name,
    icon,
    deptName,
    collected,
    attributeType,
  }));

/** The data of each module or sub-module that loads any (quick navigation comes with the start-up data). */
export interface HomeData {
  banner: Banner[];
  tool: Tool[];
  car: Car[];
  hotApp: HomeService[];
  recommendApp: HomeService[];
  personal: HomeService[];
  legal: HomeService[];
  content: ContentBlock[];
  special: Special[];
  homeStatistic: HomeStatistic;
  searchStatistic: SearchKeyword[];
}

/** The streamed data of the visible modules: one promise per module, none awaited by the loader. */
export type HomeLoads = { [K in keyof HomeData]?: Promise<HomeData[K]> };

const SERVICE_CARDS = 8;
/** The modules the care mode's home keeps: what an older visitor comes for, without the rest's crowd. */
const CARE_HOME_MODULES = new Set<string>(['banner', 'content']);
const CONTENT_ITEMS = 6;

const starters: { [K in keyof HomeData]: (api: ServerApi) => Promise<HomeData[K]> } = {
  banner: (api) => api(siteConfigApi.banners),
  tool: (api) => api(homeApi.tools),
  car: (api) => api(homeApi.cars),
  hotApp: (api) => api(serviceHallApi.hot).then(cards),
  recommendApp: (api) => api(serviceHallApi.recommended).then(cards),
  personal: (api) =>
    api(homeApi.recommendByType, { query: { type: 'recommended', audience: 'personal', size: SERVICE_CARDS } }).then(
      cards,
    ),
  legal: (api) =>
    api(homeApi.recommendByType, { query: { type: 'recommended', audience: 'legal', size: SERVICE_CARDS } }).then(
      cards,
    ),
  content: (api) => api(homeApi.content, { query: { size: CONTENT_ITEMS } }),
  special: (api) => api(homeApi.specials),
  homeStatistic: (api) => api(homeApi.homeStatistic),
  searchStatistic: (api) => api(homeApi.searchStatistic),
};

const loadsData = (sign: string): sign is keyof HomeData => Object.hasOwn(starters, sign);

/** Starts the call of every visible module and sub-module at once, and returns the promises unawaited. */
export function startModuleLoads(
  api: ServerApi,
  modules: readonly VisibleModule[],
  extra: readonly (keyof HomeData)[] = [],
): HomeLoads {
  const loads: HomeLoads = {};
  const start = <K extends keyof HomeData>(sign: K) => {
    (loads as Record<K, Promise<HomeData[K]>>)[sign] = deferModule(starters[sign](api));
  };
  for (const module of modules) {
    for (const sign of [module.sign, ...module.children.map((child) => child.sign)]) {
      if (loadsData(sign)) start(sign);
    }
  }
  for (const sign of extra) if (!loads[sign]) start(sign);
  return loads;
}

/** What a preview of the console's draft says above the page. */
export const PREVIEW_NOTICE = '草稿预览：这是尚未发布的首页内容，访客和用户目前仍看到已发布的内容';

/**
 * Where a home page was asked for: the phone's home has a layout of its own; `?preview=` shows the console's draft;
 * `care` (the start-up data's, awaited beside the layout) asks for the care mode's home.
 */
export interface HomeRequest {
  template?: number;
  preview?: string | null;
  care?: boolean | Promise<boolean>;
}

/** What the home page draws: the visible modules, their streamed data, and in a preview the draft's shortcuts. */
export interface HomeLoaded {
  modules: VisibleModule[];
  loads: HomeLoads;
  /** Set only in a preview (ADR 081): the draft's quick navigation, in place of the start-up data's. */
  quickNavigation?: QuickNavigation[];
  preview: boolean;
  /** The care mode's home (ADR 084); a preview shows the normal one. */
  care: boolean;
}

/** A preview link's home: the draft's layout and lists, the rest (services, news, statistics) as live. */
async function loadPreview(api: ServerApi, token: string, template: number | undefined): Promise<HomeLoaded> {
  let draft: HomePreview;
  try {
    draft = await api(homePreviewApi.preview, { query: { previewToken: token, ...(template ? { template } : {}) } });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    throw data({ code: error.code, msg: error.message }, { status: error.status >= 500 ? error.status : 404 });
  }
  const modules = visibleModules(draft.layout, draft.status);
  const loads = startModuleLoads(api, modules);
  const drafted = { banner: draft.banner, tool: draft.tool, car: draft.car, special: draft.special };
  for (const [sign, value] of Object.entries(drafted)) {
    if (sign in loads) (loads as Record<string, Promise<unknown>>)[sign] = Promise.resolve(value);
  }
  return { modules, loads, quickNavigation: draft.quickNavigation, preview: true, care: false };
}

/**
 * The home page: the template's module layout and the enabled modules (in parallel, awaited, since they decide
 * what shows), then every module's data started and streamed. Without the layout nothing can be laid out, so its
 * failure is the page's error (the route's error boundary, inside the site frame). The care mode's home (ADR 084)
 * is simpler: the banner and the news only, under the most used services as big buttons (热门服务).
 */
export async function loadHome(api: ServerApi, { template, preview, care }: HomeRequest = {}): Promise<HomeLoaded> {
  if (preview) return loadPreview(api, preview, template);
  try {
    const query = template ? { query: { template } } : {};
    const [layout, status, caring] = await Promise.all([
      api(siteConfigApi.homeModules, query),
      api(homeApi.pageStatus, query),
      care ?? false,
    ]);
    const visible = visibleModules(layout, status);
    const modules = caring ? visible.filter((module) => CARE_HOME_MODULES.has(module.sign)) : visible;
    return { modules, loads: startModuleLoads(api, modules, caring ? ['hotApp'] : []), preview: false, care: caring };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // A server fault whatever the API said (even a 404 of the layout call): the home page itself exists.
    throw data({ code: error.code, msg: error.message }, { status: error.status >= 500 ? error.status : 500 });
  }
}
