import { createContext, type RouterContextProvider } from 'react-router';
import {
  DEFAULT_FAVICON,
  DEFAULT_SITE_TITLE,
  DEFAULT_THEME_COLOR,
  navigationApi,
  siteConfigApi,
  type BottomLink,
  type GlobalConfig,
  type Intelligence,
  type Media,
  type MenuItem,
  type UnitConfig,
} from '@yizhan/contracts';
import { serverApi } from '../api-client/server-api';

/** Everything the site needs before it renders (spec §4 start-up), loaded once per page request. */
export interface Bootstrap {
  unit: UnitConfig;
  site: { title: string; favicon: string; color: string };
  globalConfig: GlobalConfig | null;
  intelligence: Intelligence;
  links: BottomLink[];
  media: Media[];
  openMenus: MenuItem[];
  mobileMenus: MenuItem[];
}

/** Per-request memo: every loader that asks gets the same single round of parallel calls. */
export const bootstrapContext = createContext<() => Promise<Bootstrap>>();

/** The start-up loads, all in parallel (no waterfall): theme, global config, robot, links, media, menus, unit. */
export async function loadBootstrap(context: Readonly<RouterContextProvider>): Promise<Bootstrap> {
  const api = serverApi(context);
  const [unit, themes, globalConfigs, intelligence, links, media, openMenus, mobileMenus] = await Promise.all([
    api(siteConfigApi.unitConfig),
    api(siteConfigApi.themes),
    api(siteConfigApi.globalConfig),
    api(siteConfigApi.intelligence),
    api(siteConfigApi.bottomLinks),
    api(siteConfigApi.media),
    api(navigationApi.openMenus),
    api(navigationApi.mobileMenus),
  ]);
  let color = DEFAULT_THEME_COLOR;
  let title = DEFAULT_SITE_TITLE;
  let favicon = DEFAULT_FAVICON;
  for (const entry of themes) {
    if (entry.type === 1 && entry.color) color = entry.color;
    if (entry.type === 2) {
      title = entry.labelName || title;
      favicon = entry.labelLogo || favicon;
    }
  }
  return {
    unit,
    site: { title, favicon, color },
    globalConfig: globalConfigs[0] ?? null,
    intelligence,
    links,
    media,
    openMenus,
    mobileMenus,
  };
}

/** The bootstrap of the current page request (memoised by the root middleware). */
export const getBootstrap = (context: Readonly<RouterContextProvider>) => context.get(bootstrapContext)();
