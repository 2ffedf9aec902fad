import { createContext, useContext } from 'react';
import { Links, UNSAFE_DataRouterStateContext, UNSAFE_FrameworkContext } from 'react-router';

/**
 * The text of a built stylesheet by its URL (`/assets/home-page-….css`), undefined when the build has no such file.
 * Given by entry.server.tsx (`readBuiltCss`); the browser has none.
 */
export type CssReader = (href: string) => string | undefined;

export const CssReaderContext = createContext<CssReader | null>(null);

/** Pages whose stylesheets come to at most this many characters get them inline (ADR 023): every mobile page. */
export const INLINE_CSS_LIMIT = 24 * 1024;

/** React's precedence for the inlined sheets: one group, in the order React Router would have linked them. */
export const PAGE_STYLE_PRECEDENCE = 'yz-page';

interface RouteMatch {
  route: { id: string };
}

/**
 * The stylesheets React Router links for a page (as `<Links />` does): each matched route's CSS from the build
 * manifest, root first, each file once; with an error, the routes up to the one whose boundary shows it.
 */
export function pageCssHrefs(
  routes: Readonly<Record<string, { css?: string[] } | undefined>>,
  matches: readonly RouteMatch[],
  errors: Readonly<Record<string, unknown>> | null,
): string[] {
  const failed = errors ? matches.findIndex((match) => errors[match.route.id] !== undefined) : -1;
  const active = failed === -1 ? matches : matches.slice(0, failed + 1);
  return [...new Set(active.flatMap((match) => routes[match.route.id]?.css ?? []))];
}

/** The page's stylesheets with their text, when every one is in the build and together they are small enough. */
export function inlinableCss(
  hrefs: readonly string[],
  readCss: CssReader,
  limit = INLINE_CSS_LIMIT,
): { href: string; css: string }[] | null {
  const sheets: { href: string; css: string }[] = [];
  let length = 0;
  for (const href of hrefs) {
    const css = readCss(href);
    if (css === undefined) return null;
    length += css.length;
    if (length > limit) return null;
    sheets.push({ href, css });
  }
  return sheets;
}

/** Whether the server put the page's stylesheets in its head (the browser reads this from the document). */
const inlinedHere = (href?: string) =>
  typeof document !== 'undefined' &&
  document.querySelector(
    href === undefined
      ? `style[data-precedence="${PAGE_STYLE_PRECEDENCE}"]`
      : `style[data-precedence="${PAGE_STYLE_PRECEDENCE}"][data-href~="${href.replace(/["\\]/g, '\\$&')}"]`,
  ) !== null;

/**
 * The page's stylesheets, in place of React Router's `<Links />` (ADR 023). A page whose CSS is small (every
 * mobile page: 2–18 KB in up to nine files) gets it inline in the head, so its first paint waits for no request;
 * React hoists the `<style href precedence>` elements above everything but the LCP image's preload, and in the
 * browser adopts them by `data-href` without their text. A later client navigation to a route with other CSS
 * links it as a React stylesheet resource (the route commits once it has loaded). Desktop pages, whose antd sheet
 * (ADR 021) is far too large to repeat in every page, keep `<Links />` on the server and in the browser.
 */
export function PageStyles() {
  const framework = useContext(UNSAFE_FrameworkContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  const readCss = useContext(CssReaderContext);
  if (!framework || !state) return <Links />;
  const hrefs = pageCssHrefs(framework.manifest.routes, state.matches, state.errors);
  // A route's links() export would be left out below; none has one, and <Links /> handles it if one ever does.
  if (state.matches.some((match) => framework.routeModules[match.route.id]?.links)) return <Links />;

  if (readCss) {
    const sheets = inlinableCss(hrefs, readCss);
    if (!sheets) return <Links />;
    return sheets.map(({ href, css }) => (
      <style key={href} href={href} precedence={PAGE_STYLE_PRECEDENCE}>
        {css}
      </style>
    ));
  }
  if (!inlinedHere()) return <Links />;
  return hrefs.map((href) =>
    inlinedHere(href) ? (
      <style key={href} href={href} precedence={PAGE_STYLE_PRECEDENCE}>
        {''}
      </style>
    ) : (
      <link key={href} rel="stylesheet" href={href} precedence={PAGE_STYLE_PRECEDENCE} />
    ),
  );
}
