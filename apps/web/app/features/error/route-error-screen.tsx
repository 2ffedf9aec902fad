import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorScreen, errorTitle, type ErrorSite } from './error-screen';
import { recordAppError } from './lib/app-error';

/** The code and message a route error carries (an API failure or a thrown `data`), else code 0. */
export function routeErrorCode(error: unknown): { code: number; msg?: string | undefined } {
  if (!isRouteErrorResponse(error)) return { code: 0 };
  const body = (error.data ?? {}) as { code?: number; msg?: string };
  return { code: body.code ?? error.status, msg: body.msg };
}

/** The page title of a route error (页面不存在, 暂无权限, 服务异常). */
export const routeErrorTitle = (error: unknown): string => errorTitle(routeErrorCode(error).code);

/**
 * The error screen of the route error being shown (an error boundary's content), with the application error
 * recorded; a 4xx (unknown route or host, a page refused) is an answer, not an application fault.
 */
export function RouteErrorScreen({ site }: { site?: ErrorSite }) {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status >= 500) recordAppError(error);
  const { code, msg } = routeErrorCode(error);
  return <ErrorScreen code={code} message={msg} site={site} />;
}
