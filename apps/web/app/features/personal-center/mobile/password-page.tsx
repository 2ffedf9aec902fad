import { useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { Button, Input } from 'antd-mobile';
import { PASSWORD_MAX_LENGTH } from '@yizhan/contracts';
import type { Route } from './+types/password-page';
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { titled } from '../../../shared/page-title';
import { PASSWORD_FIELDS, passwordPageData, usePasswordChange, type PasswordFields } from '../lib/password-change';
import './personal-center.css';

export const meta: Route.MetaFunction = titled('修改密码');

/** Opened from 我的: a NavBar with a back button instead of the TabBar; a form is never kept alive (ADR 028). */
export const handle = mobilePage({
  keepAlive: false,
  pullToRefresh: false,
  secondary: { title: '修改密码', fallback: '/mobile/personal-center' },
});

export const loader = ({ context }: Route.LoaderArgs) => passwordPageData(context);

/**
 * /mobile/personal-center/password 修改密码 of 我的 (ADR 079): the old password and the new one twice, under the
 * unit's rules; where an administrator set the password, every page of the phone leads here until it is changed.
 */
export default function MobilePasswordPage({ loaderData }: Route.ComponentProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  const forced = Boolean(bootstrap?.user.mustChangePassword);
  const [fields, setFields] = useState<PasswordFields>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const { error, done, saving, submit } = usePasswordChange('/mobile');

  if (loaderData.guest) {
    return (
      <section className="yz-mpc-card yz-mpc-guest">
        <a className="yz-mpc-guest__login" href="/mobile-login?redirect=%2Fmobile%2Fpersonal-center%2Fpassword">
          登录后修改密码
        </a>
      </section>
    );
  }
  return (
    <form
      className="yz-mpc-card yz-mpc-password"
      aria-label="修改密码"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(fields);
      }}
    >
      {forced ? (
        <p className="yz-mpc-password__forced" role="note">
          您的密码由管理员设置，请先修改密码再继续使用
        </p>
      ) : null}
      {PASSWORD_FIELDS.map((field) => (
        <div key={field.key} className="yz-mpc-password__field">
          <label htmlFor={`mpc-${field.key}`}>{field.label}</label>
          <Input
            id={`mpc-${field.key}`}
            type="password"
            autoComplete={field.autoComplete}
            maxLength={PASSWORD_MAX_LENGTH}
            value={fields[field.key]}
            onChange={(value) => setFields((was) => ({ ...was, [field.key]: value }))}
          />
        </div>
      ))}
      <ul className="yz-mpc-password__rules" aria-label="密码要求">
        {loaderData.rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
        <li>不能与原密码相同</li>
        <li>修改后，其他设备上的登录将全部注销，本机登录保留</li>
      </ul>
      {error ? (
        <p className="yz-mpc-password__error" role="alert">
          {error}
        </p>
      ) : null}
      {done ? <p role="status">{done}</p> : null}
      <Button type="submit" block color="primary" size="large" loading={saving} disabled={Boolean(done)}>
        确认修改
      </Button>
    </form>
  );
}
