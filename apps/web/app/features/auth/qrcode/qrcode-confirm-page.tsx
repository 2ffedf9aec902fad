import { useEffect, useRef } from 'react';
import { Form, redirect, useFetcher, useNavigation } from 'react-router';
import { Button } from 'antd-mobile';
import { qrLoginApi, type QrLoginRequest } from '@yizhan/contracts';
import type { Route } from './+types/qrcode-confirm-page';
import { ApiError } from '../../../shared/api-client/api-client';
import { serverApi } from '../../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import './qrcode-confirm.css';

export const meta = titled('扫码登录确认');

/** A secondary page: a NavBar with 扫码登录 and a way back to 我的; never kept alive (its answer is once). */
export const handle = mobilePage({
  secondary: { title: '扫码登录', fallback: '/mobile/personal-center' },
  keepAlive: false,
  pullToRefresh: false,
});

const QR_ID = /^[A-Za-z0-9_-]{43}$/;
const GONE = '二维码无效或已过期，请在电脑上刷新二维码后重新扫码';

type Shown = { request: QrLoginRequest; unitName: string; userName: string } | { failure: string };

/**
 * /mobile/qrcode-confirm?id= (spec §7 qrcode/login, security.md A7, ADR 041): the page a desktop's login QR opens on a
 * phone. A guest signs in first and comes back here; a signed-in user sees which browser, from which address and
 * when asked to sign in, before confirming or refusing.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<Shown> {
  const url = new URL(request.url);
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) {
    throw redirect(`/mobile-login?redirect=${encodeURIComponent(`${url.pathname}${url.search}`)}`);
  }
  const qrId = url.searchParams.get('id') ?? '';
  if (!QR_ID.test(qrId)) return { failure: GONE };
  try {
    const shown = await serverApi(context)(qrLoginApi.request, { query: { qrId } });
    return { request: shown, unitName: bootstrap.site.title, userName: bootstrap.user.name };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { failure: error.message };
  }
}

/** The phone's answer — or, sent by the page itself once it shows, the note that the code was scanned. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const qrId = String(new URL(request.url).searchParams.get('id') ?? '');
  const intent = form.get('intent');
  const api = serverApi(context);
  try {
    if (intent === 'scan') return { scanned: (await api(qrLoginApi.scan, { body: { qrId } })).status };
    const { status } = await api(qrLoginApi.confirm, { body: { qrId, accept: intent === 'confirm' } });
    return { answered: status };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { failure: error.message };
  }
}

function Outcome({ title, text, tone }: { title: string; text: string; tone: 'success' | 'muted' | 'error' }) {
  return (
    <div className={`yz-mqr__outcome yz-mqr__outcome--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <p className="yz-mqr__outcome-title">{title}</p>
      <p className="yz-mqr__outcome-text">{text}</p>
    </div>
  );
}

export default function QrConfirmPage({ loaderData, actionData }: Route.ComponentProps) {
  const submitting = useNavigation().state !== 'idle';
  const scan = useFetcher();
  const told = useRef(false);
  const shown = 'request' in loaderData ? loaderData : null;

  // Tell the desktop the code was opened (「已扫码，请在手机上确认」) once the page shows a live request.
  useEffect(() => {
    if (!shown || told.current || shown.request.status !== 'waiting') return;
    told.current = true;
    void scan.submit({ intent: 'scan' }, { method: 'post' });
  }, [shown, scan]);

  if (!shown)
    return <Outcome tone="error" title="无法完成扫码登录" text={(loaderData as { failure: string }).failure} />;
  if (actionData && 'answered' in actionData) {
    return actionData.answered === 'confirmed' ? (
      <Outcome tone="success" title="已确认登录" text="电脑端将自动登录，请在电脑上继续操作" />
    ) : (
      <Outcome tone="muted" title="已取消本次登录" text="电脑端不会登录。如非本人操作，请留意账号安全" />
    );
  }
  const { request, unitName, userName } = shown;
  return (
    <div className="yz-mqr">
      <h1 className="yz-mqr__title">电脑端登录确认</h1>
      <p className="yz-mqr__lead">
        有浏览器请求以 <strong>{userName}</strong> 的身份登录{unitName}电脑端，请核对以下信息：
      </p>
      <dl className="yz-mqr__facts">
        <dt>浏览器</dt>
        <dd>{request.browser}</dd>
        <dt>IP 地址</dt>
        <dd>{request.ip}</dd>
        <dt>请求时间</dt>
        <dd>{request.requestedAt}</dd>
      </dl>
      <p className="yz-mqr__warn">如果不是您本人在电脑上操作，请点击「取消登录」。</p>
      {actionData && 'failure' in actionData && (
        <p className="yz-mqr__error" role="alert">
          {actionData.failure}
        </p>
      )}
      <div className="yz-mqr__actions">
        <Form method="post">
          <input type="hidden" name="intent" value="confirm" />
          <Button type="submit" color="primary" block size="large" disabled={submitting}>
            确认登录
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="refuse" />
          <Button type="submit" block size="large" fill="outline" disabled={submitting}>
            取消登录
          </Button>
        </Form>
      </div>
    </div>
  );
}
