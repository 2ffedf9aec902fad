import { createContext, type RouterContextProvider } from 'react-router';
import {
  authApi,
  CARE_COOKIE,
  careModeOn,
  clientEnvironment,
  CODE,
  DEFAULT_FAVICON,
  DEFAULT_SITE_TITLE,
  DEFAULT_THEME_COLOR,
  navigationApi,
  siteConfigApi,
  TOURIST_COOKIE,
  type BottomLink,
  type ClientEnvironment,
  type GlobalConfig,
  type HostInfo,
  type Intelligence,
  type Media,
  type MenuItem,
  type QuickNavigation,
  type UnitConfig,
  type UserInfo,
} from '@yizhan/contracts';
import { ApiError } from '../api-client/api-client';
import { readCookie } from '../api-client/cookies';
import { serverSession } from '../api-client/server-api';

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
  /** Empty for guests: the call is skipped for them (spec §6). */
  quickNavigation: QuickNavigation[];
  user: UserInfo;
  hostInfo: HostInfo;
  /**
   * The visitor's client (spec §1), from the request's User-Agent: the server renders with it and the browser
   * hydrates with the same value. Part of the guest page variant (ADR 020, page-variant.ts).
   */
  environment: ClientEnvironment;
  /**
   * The care mode (长辈版, ADR 084): the visitor's `yz_care` cookie, else the unit's default. Drawn by the server
   * (no flash of the normal look); part of the guest page variant (page-variant.ts).
   */
  care: boolean;
}

/** Per-request memo: every loader that asks gets the same single round of parallel calls. */
export const bootstrapContext = createContext<() => Promise<Bootstrap>>();

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.code === CODE.unauthorized;

/**
 * The start-up loads, all in parallel (no waterfall): unit, theme, global config, robot, links, media, menus,
 * the visitor and host info, and quick navigation for signed-in visitors (the `tourist` cookie says who is one).
 * A token the API no longer accepts is replaced by a guest token; the menus were already filtered as a guest's.
 */
export async function loadBootstrap(context: Readonly<RouterContextProvider>, request: Request): Promise<Bootstrap> {
  const session = serverSession(context);
  const api = session.api;
  const signedIn = readCookie(request.headers.get('cookie'), TOURIST_COOKIE) === '0';
  const currentUser = () =>
    api(authApi.userInfo).catch(async (error: unknown) => {
      if (!isUnauthorized(error)) throw error;
      await api(authApi.guestLogin);
      return api(authApi.userInfo);
    });
  const [unit, themes, globalConfigs, intelligence, links, media, openMenus, mobileMenus, user, hostInfo, quick] =
    await Promise.all([
      api(siteConfigApi.unitConfig),
      api(siteConfigApi.themes),
      api(siteConfigApi.globalConfig),
      api(siteConfigApi.intelligence),
      api(siteConfigApi.bottomLinks),
      api(siteConfigApi.media),
      api(navigationApi.openMenus),
      api(navigationApi.mobileMenus),
      currentUser(),
      api(authApi.hostInfo),
      signedIn ? api(navigationApi.quickNavigation).catch(() => []) : Promise.resolve([]),
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
    quickNavigation: user.userType === 'GUEST' ? [] : quick,
    user,
    hostInfo,
    environment: clientEnvironment(request.headers.get('user-agent')),
    care: careModeOn(readCookie(request.headers.get('cookie'), CARE_COOKIE), unit.careByDefault),
  };
}

/** The bootstrap of the current page request (memoised by the load context). */
export const getBootstrap = (context: Readonly<RouterContextProvider>) => context.get(bootstrapContext)();

/** Whether the visitor is a guest (spec §3: userType GUEST). */
export const isGuestUser = (user: Pick<UserInfo, 'userType'>) => user.userType === 'GUEST';
