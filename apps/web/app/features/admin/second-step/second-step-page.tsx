import { useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { Alert, Button, Input } from 'antd';
import { adminSecondStepApi, type SecondStepStatus } from '@yizhan/contracts';
import type { Route } from './+types/second-step-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { consoleCaller } from '../console-data';
import { Field } from '../console-form';

export const meta: Route.MetaFunction = titled('两步验证');

export async function loader({ context, url }: Route.LoaderArgs) {
  await consoleCaller(context, url);
  const back = url.searchParams.get('redirect') ?? '';
  return {
    status: await consoleLoad(serverApi(context)(adminSecondStepApi.status)),
    // Only back into the console: never a page elsewhere.
    back: back.startsWith('/admin') && !back.startsWith('//') ? back : '/admin',
  };
}

type Enrolment = { secret: string; qr: string };

/** The 6-digit code field and its button: the same for setting up, stepping up and turning off. */
function CodeForm({ action, onCode }: { action: string; onCode: (code: string) => Promise<string | null> }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError((await onCode(code)) ?? '');
    setBusy(false);
  };
  return (
    <form onSubmit={submit} className="yz-second-step__form" noValidate>
      <Field id="second-step-code" label="验证码" hint="验证器上显示的 6 位数字，每 30 秒更新。">
        <Input
          id="second-step-code"
          value={code}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        />
      </Field>
      <div role="status">{error ? <Alert type="error" title={error} /> : null}</div>
      <Button type="primary" htmlType="submit" loading={busy}>
        {action}
      </Button>
    </form>
  );
}

/**
 * /admin/second-step 两步验证 (ADR 080): set up an authenticator app, give this session's code, or stop using one
 * where the unit does not require it. A session that owes its code is sent here first, and back where it was going.
 */
export default function SecondStepPage({ loaderData }: Route.ComponentProps) {
  const { status, back } = loaderData;
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [notice, setNotice] = useState('');

  const enrol = async () => {
    const outcome = await consoleSave(adminSecondStepApi.enroll, {});
    if (outcome.ok) setEnrolment(outcome.data);
    else setNotice(outcome.msg);
  };
  const sendCode =
    (endpoint: typeof adminSecondStepApi.verify, done: (now: SecondStepStatus) => void) => async (code: string) => {
      const outcome = await consoleSave(endpoint, { body: { totp: code } });
      if (!outcome.ok) return outcome.msg;
      done(outcome.data);
      return null;
    };
  const onward = () => navigate(back);

  return (
    <section className="yz-admin-page" aria-labelledby="second-step-title">
      <h1 id="second-step-title">两步验证</h1>
      {notice ? <Alert type="error" title={notice} /> : null}
      {enrolment ? (
        <div className="yz-second-step">
          <p>
            用手机上的验证器（如 Microsoft Authenticator、Google 身份验证器或
            FreeOTP）扫描二维码，再输入它显示的验证码。
          </p>
          <img src={enrolment.qr} alt="验证器二维码" width={200} height={200} />
          <p>
            无法扫码时，在验证器中手动输入密钥：<code className="yz-second-step__secret">{enrolment.secret}</code>
            （只显示这一次）
          </p>
          <CodeForm action="完成设置" onCode={sendCode(adminSecondStepApi.confirm, onward)} />
        </div>
      ) : status.enrolled && !status.verified ? (
        <div className="yz-second-step">
          <p>您的账号已开启两步验证。请输入验证器上的验证码后继续使用管理后台。</p>
          <CodeForm action="验证" onCode={sendCode(adminSecondStepApi.verify, onward)} />
        </div>
      ) : status.enrolled ? (
        <div className="yz-second-step">
          <p>已开启两步验证：每次登录后进入管理后台时，需输入验证器上的验证码。</p>
          {status.required ? (
            <p>本单位要求管理员使用两步验证，不能关闭。</p>
          ) : (
            <CodeForm action="关闭两步验证" onCode={sendCode(adminSecondStepApi.disable, () => void revalidate())} />
          )}
        </div>
      ) : (
        <div className="yz-second-step">
          <p>
            {status.required
              ? '本单位要求管理员开启两步验证：设置验证器后才能使用管理后台。'
              : '开启后，每次登录后进入管理后台时需输入手机验证器上的验证码，账号密码泄露也不会让他人进入后台。'}
          </p>
          <Button type="primary" onClick={() => void enrol()}>
            设置验证器
          </Button>
        </div>
      )}
    </section>
  );
}
