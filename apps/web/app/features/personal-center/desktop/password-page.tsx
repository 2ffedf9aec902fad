import { useState } from 'react';
import { Link, useRouteLoaderData } from 'react-router';
import { Alert, Button } from 'antd';
import Password from 'antd/es/input/Password';
import type { Route } from './+types/password-page';
import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { titled } from '../../../shared/page-title';
import { PASSWORD_FIELDS, passwordPageData, usePasswordChange, type PasswordFields } from '../lib/password-change';
import { PersonalNav } from './personal-nav';
import './personal-center.css';

export const meta: Route.MetaFunction = titled('修改密码');

export const loader = ({ context }: Route.LoaderArgs) => passwordPageData(context);

/**
 * /personal-center/password 修改密码 (ADR 079): the old password and the new one twice, under the unit's rules. Where
 * an administrator set the password, every page leads here until it is changed; then the portal opens.
 */
export default function PasswordPage({ loaderData }: Route.ComponentProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  const forced = Boolean(bootstrap?.user.mustChangePassword);
  const [fields, setFields] = useState<PasswordFields>({ oldPassword: '', newPassword: '', confirmPassword: '' });
  const { error, done, saving, submit } = usePasswordChange('/');

  if (loaderData.guest) {
    return (
      <div className="yz-pc">
        <h1 className="yz-pc__title">修改密码</h1>
        <Link className="yz-pc-panel__link" to="/login?redirect=%2Fpersonal-center%2Fpassword">
          登录后修改密码
        </Link>
      </div>
    );
  }
  return (
    <div className="yz-pc">
      <h1 className="yz-pc__title">修改密码</h1>
      {forced ? null : <PersonalNav />}
      <section className="yz-pc-panel yz-pc-password" aria-labelledby="yz-pc-password-rules">
        {forced ? (
          <Alert role="note" type="warning" showIcon title="您的密码由管理员设置，请先修改密码再继续使用" />
        ) : null}
        <h2 id="yz-pc-password-rules" className="yz-pc-password__rules-title">
          密码要求
        </h2>
        <ul className="yz-pc-password__rules">
          {loaderData.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
          <li>不能与原密码相同</li>
        </ul>
        <form
          className="yz-pc-password__form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit(fields);
          }}
        >
          {PASSWORD_FIELDS.map((field) => (
            <div key={field.key} className="yz-pc-password__field">
              <label htmlFor={`pc-${field.key}`}>{field.label}</label>
              <Password
                id={`pc-${field.key}`}
                autoComplete={field.autoComplete}
                value={fields[field.key]}
                onChange={(event) => setFields((was) => ({ ...was, [field.key]: event.target.value }))}
              />
            </div>
          ))}
          <p className="yz-pc-password__note">修改后，该账号在其他设备和浏览器上的登录将全部注销，当前登录保留。</p>
          {error ? <Alert type="error" role="alert" showIcon title={error} /> : null}
          {done ? <Alert type="success" role="status" showIcon title={done} /> : null}
          <Button type="primary" htmlType="submit" loading={saving} disabled={Boolean(done)}>
            确认修改
          </Button>
        </form>
      </section>
    </div>
  );
}
