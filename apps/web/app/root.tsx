import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import { useEffect, type ReactNode } from 'react';
import { authApi, DEFAULT_FAVICON, DEFAULT_SITE_TITLE } from '@yizhan/contracts';
import type { Route } from './+types/root';
import { ApiError } from './shared/api-client/api-client';
import { serverSession } from './shared/api-client/server-api';
import { getBootstrap, type Bootstrap } from './shared/bootstrap/bootstrap';
import { rememberBootstrap } from './shared/bootstrap/client-bootstrap';
import { viewportScaleScript } from './shared/device/viewport-scale';
import { ErrorScreen } from './features/error/error-screen';
import { recordAppError } from './features/error/lib/app-error';
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

export const meta: Route.MetaFunction = ({ data: bootstrap }) => [
  { title: bootstrap?.site.title ?? DEFAULT_SITE_TITLE },
];

export function Layout({ children }: { children: ReactNode }) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  return (
    <html lang="zh-CN" className={bootstrap?.unit.specialStyle === 1 ? 'yz-special-style' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <link rel="icon" href={bootstrap?.site.favicon ?? DEFAULT_FAVICON} />
        <script dangerouslySetInnerHTML={{ __html: viewportScaleScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
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

/** Start-up failures and unknown routes: the error screen, with the application error recorded. */
export function ErrorBoundary() {
  const error = useRouteError();
  // A 4xx (unknown route or host) is an answer, not an application fault: record only the rest.
  if (!isRouteErrorResponse(error) || error.status >= 500) recordAppError(error);
  if (isRouteErrorResponse(error)) {
    const body = (error.data ?? {}) as { code?: number; msg?: string };
    return <ErrorScreen code={body.code ?? error.status} message={body.msg} />;
  }
  return <ErrorScreen code={0} />;
}
