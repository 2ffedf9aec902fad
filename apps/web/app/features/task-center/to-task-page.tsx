import { data, isRouteErrorResponse, Link, redirect, useRouteError, useSearchParams } from 'react-router';
import { CODE, idDigits, taskCenterApi, TERMINAL_TYPE } from '@yizhan/contracts';
import type { Route } from './+types/to-task-page';
import { ApiError } from '../../shared/api-client/api-client';
import { serverApi } from '../../shared/api-client/server-api';
import { samePagePath } from '../../shared/approval/lib/approval-paths';
import { isHttpUrl } from '../../shared/http-url';
import { pageTitle } from '../../shared/page-title';
import { LeaveNotice } from '../../shared/ui/leave-notice';
import '../../shared/ui/handle-page.css';

const NOT_FOUND = '该任务不存在或已删除';
const NO_ADDRESS = '该任务没有可打开的地址，请到原系统中处理';

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageTitle(matches, loaderData ? `即将前往${loaderData.name}` : '打开任务');

/**
 * /to-task?id&terminalType&back: a task's page in its own system, through the same 即将前往 notice as services and
 * approvals. The address comes from the signed-in user's own task (getTaskLink), never from this query; the phone
 * gets the task's mobile address, or its desktop one when the system has none.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const mobile = url.searchParams.get('terminalType') === String(TERMINAL_TYPE.mobile);
  const back = samePagePath(url.searchParams.get('back'), mobile ? '/mobile/task-center' : '/task-center');
  const id = idDigits().safeParse(url.searchParams.get('id'));
  if (!id.success) throw data({ code: CODE.notFound, msg: NOT_FOUND, back }, { status: 404 });
  try {
    const task = await serverApi(context)(taskCenterApi.link, { query: { id: id.data } });
    const target = mobile && isHttpUrl(task.mobileUrl) ? task.mobileUrl : task.pcUrl;
    if (!isHttpUrl(target)) throw data({ code: CODE.notFound, msg: NO_ADDRESS, back }, { status: 404 });
    return { url: target, name: task.source || task.title, back, mobile };
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

export default function ToTaskPage({ loaderData }: Route.ComponentProps) {
  const { url, name, back, mobile } = loaderData;
  return (
    <LeaveNotice
      url={url}
      name={name}
      back={back}
      mobile={mobile}
      message="您即将离开本站，前往原系统处理该任务，页面将自动跳转…"
    />
  );
}

/** A task that is not the visitor's, is gone, or has no address: said in Chinese, with the way back. */
export function ErrorBoundary() {
  const error = useRouteError();
  const [searchParams] = useSearchParams();
  const body = isRouteErrorResponse(error) ? ((error.data ?? {}) as { msg?: string; back?: string }) : {};
  const mobile = searchParams.get('terminalType') === String(TERMINAL_TYPE.mobile);
  return (
    <main className={`yz-handle ${mobile ? 'yz-handle--mobile' : ''}`}>
      <h1 className="yz-handle__title">无法打开该任务</h1>
      <p className="yz-handle__message" role="alert">
        {body.msg ?? '服务异常，请稍后重试'}
      </p>
      <Link className="yz-handle__link" to={body.back ?? (mobile ? '/mobile/task-center' : '/task-center')}>
        返回
      </Link>
    </main>
  );
}
