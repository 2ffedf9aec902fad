import { Button, Input, Select, Switch } from 'antd';
import { adminSignInApi, USER_TYPE_NAMES, signInUserTypes, type SignInSettings } from '@yizhan/contracts';
import type { Route } from './+types/sign-in-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad } from '../console-call';
import { Field, SaveStatus, useVersionedForm } from '../console-form';
import { ApiLoginFields, OtherWays } from './sign-in-ways';

export const meta: Route.MetaFunction = titled('登录设置');

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await consoleLoad(serverApi(context)(adminSignInApi.signIn)) };
}

const LOGIN_TYPES = [
  { value: 0, label: '账号密码登录（门户内置）' },
  { value: 1, label: '统一身份认证（CAS）' },
  { value: 2, label: '第三方应用登录（API）' },
] as const;

/** Minutes as typed: empty is the default (null). */
const minutesOf = (text: string) => (text.trim() === '' ? null : Number(text));

/** /admin/sign-in 登录设置 (issue 37 item 2): how the unit's people sign in, and the ways beside it. */
export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const { form, set, save, saving, status, reload } = useVersionedForm<
    SignInSettings,
    typeof adminSignInApi.saveSignIn
  >(loaderData.settings, adminSignInApi.saveSignIn, (settings: SignInSettings) => settings);

  return (
    <form className="yz-admin-page" onSubmit={save} aria-labelledby="sign-in-title" noValidate>
      <h1 id="sign-in-title">登录设置</h1>
      <fieldset className="yz-admin-fieldset">
        <legend>登录方式</legend>
        <Field id="login-type" label="登录方式" hint="门户的登录按钮把用户带到这里选择的方式。">
          <Select
            id="login-type"
            value={form.loginType}
            onChange={(value) => set('loginType', value)}
            options={LOGIN_TYPES.map((type) => ({ ...type }))}
          />
        </Field>
        {form.loginType !== 0 ? (
          <Field
            id="login-path"
            label="登录地址"
            hint={
              form.loginType === 1
                ? 'CAS 服务的登录地址，如 https://cas.example.edu.cn/cas/login'
                : '第三方应用的登录页地址'
            }
          >
            <Input id="login-path" value={form.loginPath} onChange={(event) => set('loginPath', event.target.value)} />
          </Field>
        ) : null}
        <Field id="login-user-type" label="默认用户类型" hint="单点登录首次建立账号、身份源未提供类型时使用。">
          <Select
            id="login-user-type"
            value={form.defaultUserType}
            onChange={(value) => set('defaultUserType', value)}
            options={signInUserTypes.map((type) => ({ value: type, label: USER_TYPE_NAMES[type] ?? type }))}
          />
        </Field>
        <Field id="login-strong" label="等保密码规则" hint="开启后新密码须包含大写字母、小写字母、数字、符号中的三类。">
          <Switch
            id="login-strong"
            checked={form.strongPasswords}
            onChange={(value) => set('strongPasswords', value)}
          />
        </Field>
        <Field id="login-online" label="登录有效期（分钟）" hint="留空为默认 5 天。">
          <Input
            id="login-online"
            inputMode="numeric"
            value={form.onlineMinutes ?? ''}
            onChange={(event) => set('onlineMinutes', minutesOf(event.target.value))}
          />
        </Field>
        <Field id="login-refresh" label="免登录续期（分钟）" hint="留空为默认 4 天。">
          <Input
            id="login-refresh"
            inputMode="numeric"
            value={form.refreshMinutes ?? ''}
            onChange={(event) => set('refreshMinutes', minutesOf(event.target.value))}
          />
        </Field>
      </fieldset>
      {form.loginType === 2 ? <ApiLoginFields form={form} set={set} /> : null}
      <OtherWays form={form} set={set} />
      <SaveStatus status={status} saved="已保存，登录页即时生效" what="登录设置" onReload={reload} />
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </form>
  );
}
