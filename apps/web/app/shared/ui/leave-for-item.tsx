import { data, isRouteErrorResponse, Link, redirect, useRouteError, useSearchParams } from 'react-router';
import type { RouterContextProvider } from 'react-router';
import { CODE, idDigits, TERMINAL_TYPE } from '@yizhan/contracts';
import { ApiError } from '../api-client/api-client';
import { serverApi, type ServerApi } from '../api-client/server-api';
import { samePagePath } from '../approval/lib/approval-paths';
import { isHttpUrl } from '../http-url';
import './handle-page.css';

/**
 * One kind of the signed-in user's own items that leads out to its system (an approval, a task): what the pages
 * call it, where 返回 leads when the link names no page, and how its address is read.
 */
export interface ItemWayOut {
  /** The item as the pages name it: 审批, 任务. */
  noun: string;
  /** What the visitor does there, as the no-address message ends: 查看, 处理. */
  verb: string;
  /** Where 返回 leads by default, on each site. */
  home: { pc: string; mobile: string };
  /**
   * The item's system and address, from the user's own stored item (never from the query, so the link cannot be
   * turned into an open redirect); `url` is checked here. An ApiError of the API's codes is answered below.
   */
  read: (api: ServerApi, id: string, mobile: boolean) => Promise<{ url: string; name: string }>;
}

/** What the page shows: the LeaveNotice's address, name and way back. */
export interface ItemLeave {
  url: string;
  name: string;
  back: string;
  mobile: boolean;
}

/**
 * The loader of /to-approval and /to-task (`?id&terminalType&back`): the item's address through the 即将前往
 * notice. A guest signs in first and comes back here; an item that is not the visitor's, is gone, or has no http(s)
 * address is a 404 said in Chinese, with the way back.
 */
export async function loadItemLeave(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  item: ItemWayOut,
): Promise<ItemLeave> {
  const url = new URL(request.url);
  const mobile = url.searchParams.get('terminalType') === String(TERMINAL_TYPE.mobile);
  const back = samePagePath(url.searchParams.get('back'), mobile ? item.home.mobile : item.home.pc);
  const notFound = () => data({ code: CODE.notFound, msg: `该${item.noun}不存在或已删除`, back }, { status: 404 });
  const id = idDigits().safeParse(url.searchParams.get('id'));
  if (!id.success) throw notFound();
  try {
    const target = await item.read(serverApi(context), id.data, mobile);
    if (!isHttpUrl(target.url)) {
      const msg = `该${item.noun}没有可打开的地址，请到原系统中${item.verb}`;
      throw data({ code: CODE.notFound, msg, back }, { status: 404 });
    }
    return { ...target, back, mobile };
  } catch (error) {
    if (error instanceof ApiError && error.code === CODE.unauthorized) {
      const login = mobile ? '/mobile-login' : '/login';
      throw redirect(`${login}?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
    }
    if (error instanceof ApiError && error.code === CODE.notFound) throw notFound();
    throw error;
  }
}

/** The item's page that could not be opened: the loader's Chinese message, with the way back. */
export function ItemLeaveError({ item }: { item: Pick<ItemWayOut, 'noun' | 'home'> }) {
  const error = useRouteError();
  const [searchParams] = useSearchParams();
  const body = isRouteErrorResponse(error) ? ((error.data ?? {}) as { msg?: string; back?: string }) : {};
  const mobile = searchParams.get('terminalType') === String(TERMINAL_TYPE.mobile);
  return (
    <main className={`yz-handle ${mobile ? 'yz-handle--mobile' : ''}`}>
      <h1 className="yz-handle__title">{`无法打开该${item.noun}`}</h1>
      <p className="yz-handle__message" role="alert">
        {body.msg ?? '服务异常，请稍后重试'}
      </p>
      <Link className="yz-handle__link" to={body.back ?? (mobile ? item.home.mobile : item.home.pc)}>
        返回
      </Link>
    </main>
  );
}
