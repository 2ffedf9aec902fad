import { data, isRouteErrorResponse, Link, redirect, useRouteError, useSearchParams } from 'react-router';
import { approvalApi, CODE, idDigits, TERMINAL_TYPE } from '@yizhan/contracts';
import type { Route } from './+types/to-approval-page';
import { ApiError } from '../../shared/api-client/api-client';
import { serverApi } from '../../shared/api-client/server-api';
import { pageTitle } from '../../shared/page-title';
import { isHttpUrl } from '../../shared/http-url';
import { LeaveNotice } from '../../shared/ui/leave-notice';
import { samePagePath } from '../../shared/approval/lib/approval-paths';
import '../../shared/ui/handle-page.css';

const NOT_FOUND = '该审批不存在或已删除';
const NO_ADDRESS = '该审批没有可打开的地址，请到原系统中查看';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData ? `即将前往${loaderData.name}` : '打开审批');

/**
 * /to-approval?id&terminalType&back: an approval item's own page, through the same 即将前往 notice as services.
 * The address comes from the signed-in user's own stored item (getApprovalLink), never from this query, so the link
 * cannot be turned into an open redirect; a guest signs in first and comes back here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mobile = url.searchParams.get('terminalType') === String(TERMINAL_TYPE.mobile);
  const back = samePagePath(url.searchParams.get('back'), mobile ? '/mobile' : '/');
  const id = idDigits().safeParse(url.searchParams.get('id'));
  if (!id.success) throw data({ code: CODE.notFound, msg: NOT_FOUND, back }, { status: 404 });
  try {
    const item = await serverApi(context)(approvalApi.link, { query: { id: id.data } });
    if (!isHttpUrl(item.pageLinkUrl)) throw data({ code: CODE.notFound, msg: NO_ADDRESS, back }, { status: 404 });
    return { url: item.pageLinkUrl, name: item.source || item.title, back, mobile };
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.unauthorized) {
      const login = mobile ? '/mobile-login' : '/login';
      throw redirect(`${login}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
    }
    if (error instanceof ApiError && error.code === CODE.notFound) {
      throw data({ code: CODE.notFound, msg: NOT_FOUND, back }, { status: 404 });
    }
    throw error;
  }
}

export default function ToApprovalPage({ loaderData }: Route.ComponentProps) {
  const { url, name, back, mobile } = loaderData;
  return (
    <LeaveNotice
      url={url}
      name={name}
      back={back}
      mobile={mobile}
      message="您即将离开本站，前往原系统查看和处理该审批，页面将自动跳转…"
    />
  );
}

/** An item that is not the visitor's, is gone, or has no address: said in Chinese, with the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const [searchParams] = useSearchParams();
  const body = isRouteErrorResponse(error) ? ((error.data ?? {}) as { msg?: string; back?: string }) : {};
  const mobile = searchParams.get('terminalType') === String(TERMINAL_TYPE.mobile);
  return (
    <main className={`yz-handle ${mobile ? 'yz-handle--mobile' : ''}`}>
      <h1 className="yz-handle__title">无法打开该审批</h1>
      <p className="yz-handle__message" role="alert">
        {body.msg ?? '服务异常，请稍后重试'}
      </p>
      <Link className="yz-handle__link" to={body.back ?? (mobile ? '/mobile' : '/')}>
        返回
      </Link>
    </main>
  );
}
