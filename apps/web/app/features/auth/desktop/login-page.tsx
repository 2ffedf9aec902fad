import { Form, useActionData, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { Alert, Button } from 'antd';
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { LOGIN_TYPE, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@yizhan/contracts';
import type { Route } from './+types/login-page';
import { getBootstrap, type Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { AntdTheme } from '../../../shared/theme/desktop/antd-theme';
import { antdThemeCss } from '../../../shared/theme/desktop/antd-theme-css.server';
import { clearStorageOnSignIn, loginAction, loginMeta, loginPageLoader } from '../api/login-action';
import { CaptchaField } from '../captcha-field';
import { FieldError, useRequiredCheck } from '../required-check';
import { SsoEntry } from '../sso/sso-entry';
import { MoreSignIns } from '../wechat/more-sign-ins';
import { QrLoginSwitch } from '../qrcode/qr-login-switch';
import { qrOrPasswordLogin } from '../qrcode/qr-login-action';
import '../login.css';

export async function loader({ context }: Route.LoaderArgs) {
  const [background, bootstrap] = await Promise.all([loginPageLoader({ context }), getBootstrap(context)]);
  return { background, antdThemeCss: antdThemeCss(bootstrap.site.color) };
}
export const action = (args: Route.ActionArgs) => qrOrPasswordLogin(args, () => loginAction(args, 'desktop'));
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => clearStorageOnSignIn(serverAction);

export const meta: Route.MetaFunction = loginMeta;

/** The built-in login page (spec §2): the unit's background and titles, account and password. */
export default function LoginPage() {
  const { background, antdThemeCss } = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { pathname, search } = useLocation();
  const submitting = useNavigation().state !== 'idle';
  const required = useRequiredCheck();

  return (
    <AntdTheme color={bootstrap.site.color} themeCss={antdThemeCss}>
      <div
        className="yz-login"
        style={background.backgroundUrl ? { backgroundImage: `url(${background.backgroundUrl})` } : undefined}
      >
        <section className="yz-login__intro">
          {bootstrap.unit.logo && <img className="yz-login__logo" src={bootstrap.unit.logo} alt="" />}
          <h1 className="yz-login__title">{background.title || bootstrap.site.title}</h1>
          {background.subTitle && <p className="yz-login__subtitle">{background.subTitle}</p>}
        </section>
        <section className="yz-login__card" aria-labelledby="login-heading">
          <QrLoginSwitch>
            <h2 id="login-heading" className="yz-login__heading">
              账号登录
            </h2>
            <MoreSignIns
              redirect={new URLSearchParams(search).get('redirect')}
              wechat={bootstrap.hostInfo.wechatLogin}
              passport={bootstrap.hostInfo.passportLogin}
              divider={bootstrap.hostInfo.loginType === LOGIN_TYPE.builtIn && !bootstrap.hostInfo.oauth2Name}
            />
            <SsoEntry
              redirect={new URLSearchParams(search).get('redirect')}
              cas={bootstrap.hostInfo.loginType !== LOGIN_TYPE.builtIn}
              oauth2Name={bootstrap.hostInfo.oauth2Name}
            />
            {failure?.error && (
              <Alert className="yz-login__alert" type="error" showIcon title={failure.error} role="alert" />
            )}
            <Form
              method="post"
              action={`${pathname}${search}`}
              className="yz-login__form"
              noValidate
              onSubmit={required.onSubmit}
              onInput={required.onInput}
            >
              <label className="yz-login__label" htmlFor="login-username">
                账号
              </label>
              <Input
                id="login-username"
                name="username"
                size="large"
                prefix={<UserOutlined aria-hidden />}
                placeholder="请输入账号"
                autoComplete="username"
                maxLength={USERNAME_MAX_LENGTH}
                defaultValue={failure?.username}
                required
                autoFocus
                status={required.errors.username ? 'error' : undefined}
                aria-describedby={required.errors.username ? 'login-username-error' : undefined}
              />
              <FieldError id="login-username-error" message={required.errors.username} />
              <label className="yz-login__label" htmlFor="login-password">
                密码
              </label>
              <Password
                id="login-password"
                name="password"
                size="large"
                prefix={<LockOutlined aria-hidden />}
                placeholder="请输入密码"
                autoComplete="current-password"
                maxLength={PASSWORD_MAX_LENGTH}
                required
                status={required.errors.password ? 'error' : undefined}
                aria-describedby={required.errors.password ? 'login-password-error' : undefined}
              />
              <FieldError id="login-password-error" message={required.errors.password} />
              {failure?.captcha && (
                <CaptchaField
                  key={failure.captcha.captchaId}
                  captcha={failure.captcha}
                  idPrefix="login"
                  renderInput={(props) => <Input {...props} size="large" autoComplete="off" />}
                />
              )}
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                {submitting ? '正在登录…' : '登 录'}
              </Button>
            </Form>
          </QrLoginSwitch>
          <p className="yz-login__hint">忘记密码请联系所在单位信息化管理部门</p>
        </section>
      </div>
    </AntdTheme>
  );
}
