import { lazy, Suspense, useCallback } from 'react';
import {
  data,
  isRouteErrorResponse,
  Link,
  redirect,
  useNavigate,
  useRouteError,
  useRouteLoaderData,
  useSearchParams,
} from 'react-router';
import { authApi, DEFAULT_THEME_COLOR, serviceHallApi, TERMINAL_TYPE } from '@yizhan/contracts';
import type { Route } from './+types/to-handle-service-page';
import { serverApi, type ServerApi } from '../../shared/api-client/server-api';
import type { Bootstrap } from '../../shared/bootstrap/bootstrap';
import { pageTitle } from '../../shared/page-title';
import {
  decideHandleService,
  handleServiceQueryError,
  isHttpUrl,
  parseTerminalType,
  readHandleServiceQuery,
  toastFallback,
  validAppId,
} from './lib/handle-service';
import { LeaveNotice } from '../../shared/ui/leave-notice';
import '../../shared/ui/handle-page.css';
import { importOnceMore } from '../../shared/retry/import-once-more';

// Each toast brings its UI kit: a phone loads only antd-mobile's, a desktop only antd's, and only when one shows.
const HandleServiceMessage = lazy(() =>
  importOnceMore(() => import('./desktop/handle-service-message')).then((module) => ({
    default: module.HandleServiceMessage,
  })),
);
const HandleServiceToast = lazy(() =>
  importOnceMore(() => import('./mobile/handle-service-toast')).then((module) => ({
    default: module.HandleServiceToast,
  })),
);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData?.kind === 'leave' ? `即将前往${loaderData.name}` : '办理提示');

// The notice is shared with every other way out of the portal (approvals' links).
export { LEAVE_DELAY_MS } from '../../shared/ui/leave-notice';

/**
 * The passport-cookie conversion of spec §2: the unit flagged for it gets the URL wrapped, the API returns the others
 * unchanged. A failed call or an answer that is not http(s) keeps the app's own URL: the visitor can still sign in
 * there.
 */
async function passportAddress(api: ServerApi, url: string): Promise<string> {
  try {
    const converted = await api(authApi.passportLoginAddress, { query: { url } });
    return isHttpUrl(converted.url) ? converted.url : url;
  } catch {
    return url;
  }
}

/**
 * /to-handle-service (spec §2): validates the query (400 with the spec's message), records the click (a POST from
 * the server, R5) and only then redirects — externally through the passport conversion, or to the app's page. The
 * two toasts render here and then move on to the app's own page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readHandleServiceQuery(new URL(request.url).searchParams);
  const invalid = handleServiceQueryError(query);
  if (invalid) throw data({ code: 400, msg: invalid }, { status: 400 });
  const api = serverApi(context);
  const appId = validAppId(query.appId)!;
  const terminalType = parseTerminalType(query.terminalType)!;
  const click = await api(serviceHallApi.click, { body: { appId, terminalType } }).catch(() => null);
  // Where to go comes from the app as stored (the click answers it), never from URLs in this query string: a
  // crafted link cannot turn the portal into an open redirect. Only guideStatus is the caller's (the guide page
  // passes 0 to go on to the service itself).
  const stored = click?.app;
  const decision = decideHandleService({
    ...query,
    ...(stored && {
      resource: stored.resource,
      openType: stored.openType,
      pcUrl: stored.pcUrl,
      mobileUrl: stored.mobileUrl,
      attributeType: stored.attributeType,
    }),
    clickOk: !!stored,
  });
  switch (decision.kind) {
    case 'external':
      // Never a silent jump to another site: the page says where the visitor is going, then goes (issue 10).
      return {
        kind: 'leave' as const,
        url: await passportAddress(api, decision.url),
        name: stored?.name ?? '业务系统',
        back: toastFallback(terminalType, appId, stored?.attributeType),
        terminalType,
      };
    case 'detail':
    case 'guide':
      throw redirect(decision.to);
    case 'toast':
      return { kind: 'toast' as const, message: decision.message, fallback: decision.fallback, terminalType };
    case 'invalid':
      throw data({ code: 400, msg: decision.message }, { status: 400 });
  }
}

/**
 * A toast decision: the message stays on the page (and for screen readers) until the toast has gone; a handover to
 * an outside system: the 即将前往 notice.
 */
export default function ToHandleServicePage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'leave') {
    const { url, name, back, terminalType } = loaderData;
    return <LeaveNotice url={url} name={name} back={back} mobile={terminalType === TERMINAL_TYPE.mobile} />;
  }
  return <HandleToast {...loaderData} />;
}

function HandleToast({ message, fallback, terminalType }: { message: string; fallback: string; terminalType: number }) {
  const navigate = useNavigate();
  const color = useRouteLoaderData<Bootstrap>('root')?.site.color ?? DEFAULT_THEME_COLOR;
  const handleClosed = useCallback(() => void navigate(fallback, { replace: true }), [navigate, fallback]);
  const mobile = terminalType === TERMINAL_TYPE.mobile;

  return (
    <main className={`yz-handle ${mobile ? 'yz-handle--mobile' : ''}`}>
      <h1 className="yz-handle__title">办理提示</h1>
      <p className="yz-handle__message" role="status">
        {message}
      </p>
      <Link className="yz-handle__link" to={fallback} replace>
        {mobile ? '查看办事指南' : '查看服务详情'}
      </Link>
      <Suspense fallback={null}>
        {mobile ? (
          <HandleServiceToast message={message} onClosed={handleClosed} />
        ) : (
          <HandleServiceMessage message={message} color={color} onClosed={handleClosed} />
        )}
      </Suspense>
    </main>
  );
}

/** A bad query: the spec's check, said in Chinese (链接中缺少…), with a way home, answered with HTTP 400. */
export function ErrorBoundary() {
  const error = useRouteError();
  const [searchParams] = useSearchParams();
  const home = searchParams.get('terminalType') === String(TERMINAL_TYPE.mobile) ? '/mobile' : '/';
  const body = isRouteErrorResponse(error) ? ((error.data ?? {}) as { msg?: string }) : {};
  const badRequest = isRouteErrorResponse(error) && error.status === 400;
  return (
    <main className="yz-handle">
      <h1 className="yz-handle__title">{badRequest ? '办理链接不完整' : '暂时无法办理'}</h1>
      <p className="yz-handle__message" role="alert">
        {badRequest
          ? `${body.msg ?? '办理链接不完整'}，请回到服务页面重新点击「立即办理」。`
          : (body.msg ?? '服务异常，请稍后重试')}
      </p>
      <Link className="yz-handle__link" to={home}>
        返回首页
      </Link>
    </main>
  );
}
