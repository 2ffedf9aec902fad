import { Form, useActionData, useLoaderData, useLocation, useNavigation, useRouteLoaderData } from 'react-router';
import { Button, Input } from 'antd-mobile';
import { LOGIN_TYPE, PASSWORD_MAX_LENGTH, USERNAME_MAX_LENGTH } from '@yizhan/contracts';
import type { Route } from './+types/login-page';
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { MobileTheme } from '../../../shared/theme/mobile/mobile-theme';
import { clearStorageOnSignIn, loginAction, loginMeta, loginPageLoader } from '../api/login-action';
import { CaptchaField } from '../captcha-field';
import { FieldError, useRequiredCheck } from '../required-check';
import { SsoEntry } from '../sso/sso-entry';
import { MoreSignIns } from '../wechat/more-sign-ins';
import '../login.css';

export const loader = ({ context }: Route.LoaderArgs) => loginPageLoader({ context });
export const action = (args: Route.ActionArgs) => loginAction(args, 'mobile');
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => clearStorageOnSignIn(serverAction);

export const meta: Route.MetaFunction = loginMeta;

/** The mobile login page (spec §2 /mobile-login): the same sign-in, laid out for a phone. */
export default function MobileLoginPage() {
  const background = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { pathname, search } = useLocation();
  const submitting = useNavigation().state !== 'idle';
  const required = useRequiredCheck();

  return (
    <MobileTheme color={bootstrap.site.color}>
      <div className="yz-mlogin">
        <header className="yz-mlogin__head">
          {bootstrap.unit.logo && <img className="yz-mlogin__logo" src={bootstrap.unit.logo} alt="" />}
          <h1 className="yz-mlogin__title">{background.title || bootstrap.site.title}</h1>
          {background.subTitle && <p className="yz-mlogin__subtitle">{background.subTitle}</p>}
        </header>
        <Form
          method="post"
          action={`${pathname}${search}`}
          className="yz-mlogin__form"
          noValidate
          onSubmit={required.onSubmit}
          onInput={required.onInput}
        >
          <MoreSignIns
            redirect={new URLSearchParams(search).get('redirect')}
            wechat={bootstrap.hostInfo.wechatLogin}
            passport={bootstrap.hostInfo.passportLogin}
            divider={bootstrap.hostInfo.loginType === LOGIN_TYPE.builtIn && !bootstrap.hostInfo.oauth2Name}
            mobile
          />
          <SsoEntry
            redirect={new URLSearchParams(search).get('redirect')}
            cas={bootstrap.hostInfo.loginType !== LOGIN_TYPE.builtIn}
            oauth2Name={bootstrap.hostInfo.oauth2Name}
            mobile
          />
          {failure?.error && (
            <p className="yz-mlogin__error" role="alert">
              {failure.error}
            </p>
          )}
          <label className="yz-mlogin__label" htmlFor="mlogin-username">
            账号
          </label>
          <Input
            id="mlogin-username"
            name="username"
            className="yz-mlogin__input"
            placeholder="请输入账号"
            autoComplete="username"
            maxLength={USERNAME_MAX_LENGTH}
            defaultValue={failure?.username}
            clearable
          />
          <FieldError id="mlogin-username-error" message={required.errors.username} />
          <label className="yz-mlogin__label" htmlFor="mlogin-password">
            密码
          </label>
          <Input
            id="mlogin-password"
            name="password"
            type="password"
            className="yz-mlogin__input"
            placeholder="请输入密码"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
          />
          <FieldError id="mlogin-password-error" message={required.errors.password} />
          {failure?.captcha && (
            <CaptchaField
              key={failure.captcha.captchaId}
              captcha={failure.captcha}
              idPrefix="mlogin"
              renderInput={(props) => <Input {...props} className="yz-mlogin__input" autoComplete="off" />}
            />
          )}
          <Button type="submit" color="primary" size="large" block loading={submitting} loadingText="正在登录…">
            登录
          </Button>
        </Form>
      </div>
    </MobileTheme>
  );
}
