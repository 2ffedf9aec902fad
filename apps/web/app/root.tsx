import {
  data,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { useEffect, type ReactNode } from 'react';
import { authApi, DEFAULT_FAVICON } from '@yizhan/contracts';
import type { Route } from './+types/root';
import { ApiError } from './shared/api-client/api-client';
import { serverSession } from './shared/api-client/server-api';
import { getBootstrap, type Bootstrap } from './shared/bootstrap/bootstrap';
import { rememberBootstrap } from './shared/bootstrap/client-bootstrap';
import { viewportScaleScript } from './shared/device/viewport-scale';
import { startParkedCodeScript } from './shared/page-head/code-after-paint';
import { retryFailedStylesheetsScript } from './shared/retry/retry-assets';
import { PageStyles } from './shared/page-head/page-styles';
import { RouteErrorScreen, routeErrorTitle } from './features/error/route-error-screen';
import { pageTitle } from './shared/page-title';
import { scrollKey } from './shared/mobile-page/page-options';
import './app.css';

/**
 * The visitor's session (spec §4): a first visit gets a guest token from the API before anything renders, so the
 * page arrives as a guest's page with no client round trip; cookies the API set on the way are passed on.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ context }, next) => {
    const session = serverSession(context);
    if (!session.hasToken()) await session.api(authApi.guestLogin).catch(throwAsRouteError);
    const response = await next();
    for (const cookie of session.takeCookies()) response.headers.append('Set-Cookie', cookie);
    return response;
  },
];

/** Start-up data for every page; a failure becomes the error screen with the API's status and message. */
export async function loader({ context }: Route.LoaderArgs) {
  return getBootstrap(context).catch(throwAsRouteError);
}

/** An API failure becomes a route error response carrying the API's code and message (for the error screen). */
function throwAsRouteError(error: unknown): never {
  if (error instanceof ApiError) {
    throw data({ code: error.code, msg: error.message }, { status: error.status >= 400 ? error.status : 500 });
  }
  throw error;
}

// Site settings change rarely: reload them only after a form submission or an explicit revalidation.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formMethod,
  defaultShouldRevalidate,
  currentUrl,
  nextUrl,
}) => formMethod !== undefined || (currentUrl.href === nextUrl.href && defaultShouldRevalidate);

// The site's title; a page names itself in front of it (shared/page-title), an error screen by what went wrong.
export const meta: Route.MetaFunction = ({ error, matches }) =>
  pageTitle(matches, error ? routeErrorTitle(error) : undefined);

/** The whole page's looks the server decides: 哀悼模式 (greyscale) and the care mode (长辈版, ADR 084). */
function htmlClass(bootstrap: Bootstrap | undefined): string | undefined {
  const classes = [bootstrap?.unit.specialStyle === 1 && 'yz-special-style', bootstrap?.care && 'yz-care'];
  return classes.filter(Boolean).join(' ') || undefined;
}

export function Layout({ children }: { children: ReactNode }) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  return (
    <html lang="zh-CN" className={htmlClass(bootstrap)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <link rel="icon" href={bootstrap?.site.favicon ?? DEFAULT_FAVICON} />
        <script dangerouslySetInnerHTML={{ __html: viewportScaleScript }} />
        {/* Before any stylesheet link: a failed stylesheet is asked for once more (issue 35). */}
        <script dangerouslySetInnerHTML={{ __html: retryFailedStylesheetsScript }} />
        <Meta />
        <PageStyles />
      </head>
      <body>
        {children}
        <ScrollRestoration getKey={scrollKey} />
        <Scripts />
        {/* The page's code, parked by entry.server.tsx, starts after the first paint (ADR 023). */}
        <script dangerouslySetInnerHTML={{ __html: startParkedCodeScript }} />
      </body>
    </html>
  );
}

export default function App() {
  rememberBootstrap(useLoaderData<typeof loader>());
  useEffect(() => {
    // Marks the page interactive (browser tests wait for it before acting on client-side behaviour).
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/**
 * Start-up failures and unknown hosts: the error screen without a frame (there is no unit to draw one for), with
 * the application error recorded. Pages of a known unit fail inside their layout's frame instead.
 */
export function ErrorBoundary() {
  return (
    <main id="main">
      <RouteErrorScreen />
    </main>
  );
}
