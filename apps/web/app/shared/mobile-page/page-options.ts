import { useMatches, type Location, type UIMatch } from 'react-router';

/**
 * How the mobile frame treats a page, declared beside the route as `export const handle = mobilePage({ … })`
 * (issue 10; ADR 028). The deepest route that declares options wins.
 */
export interface MobilePageOptions {
  /** Kept mounted when the visitor leaves and shown as it was on return (scroll, tab, typed text). Default true. */
  keepAlive?: boolean;
  /** False turns off the pull-to-refresh of the page's lists (they fetch their data again when pulled). */
  pullToRefresh?: boolean;
  /** Hide the bottom TabBar. Default false. */
  hideTabBar?: boolean;
  /** A secondary page: a NavBar with this title and a back button (to `fallback` when opened directly), no TabBar. */
  secondary?: { title: string; fallback: string };
}

/** A route `handle` carrying mobile page options. */
export const mobilePage = (options: MobilePageOptions) => ({ mobilePage: options });

type Matches = readonly Pick<UIMatch, 'handle'>[];

/** The options of a page from its route matches. */
export function pageOptionsOf(matches: Matches): MobilePageOptions {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const options = (matches[index]!.handle as { mobilePage?: MobilePageOptions } | undefined)?.mobilePage;
    if (options) return options;
  }
  return {};
}

/** The options of the page being shown. */
export const usePageOptions = (): MobilePageOptions => pageOptionsOf(useMatches());

/** Whether a mobile page is kept alive: a page of the mobile layout that does not opt out. */
export function isKeptAlive(pathname: string, matches: Matches): boolean {
  return (pathname === '/mobile' || pathname.startsWith('/mobile/')) && pageOptionsOf(matches).keepAlive !== false;
}

/**
 * The scroll-restoration key of a location: a kept-alive page keeps one scroll position per path, so coming back by
 * the TabBar (a new history entry) finds it where it was, as coming back by the back button does; every other page
 * keeps React Router's default, one position per history entry.
 */
export const scrollKey = (location: Location, matches: Matches): string =>
  isKeptAlive(location.pathname, matches) ? location.pathname : location.key;
