import { Input, Select, Switch } from 'antd';
import type { SignInSettings } from '@yizhan/contracts';
import { Field } from '../console-form';

type Ways = Pick<SignInSettings, 'apiLogin' | 'oidc' | 'wechat' | 'passport'>;
type Setter = <K extends keyof SignInSettings>(key: K, value: SignInSettings[K]) => void;

/** A write-only secret: never shown; empty keeps the stored one. */
function SecretInput({
  id,
  value,
  set,
  onChange,
}: {
  id: string;
  value: string;
  set: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Input.Password
      id={id}
      value={value}
      autoComplete="new-password"
      placeholder={set ? '已设置，留空则不变' : '请填写'}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A text field of one way's settings. */
function Text({
  id,
  label,
  value,
  hint,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  hint?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={id} label={label} {...(hint ? { hint } : {})}>
      <Input id={id} value={value} onChange={(event) => onChange(event.target.value)} />
    </Field>
  );
}

const NEW_OIDC: NonNullable<Ways['oidc']> = {
  name: '统一身份认证',
  issuer: '',
  clientId: '',
  clientSecret: '',
  secretSet: false,
  scopes: 'openid profile',
  usernameClaim: 'preferred_username',
  nameClaim: 'name',
  userTypeClaim: '',
};

const NEW_WECHAT: NonNullable<Ways['wechat']> = {
  appId: '',
  secret: '',
  secretSet: false,
  scope: 'snsapi_userinfo',
  authorizeOrigin: 'https://open.weixin.qq.com',
  apiOrigin: 'https://api.weixin.qq.com',
};

/** 第三方应用登录's trusted app (loginType 2): where an API code is verified, and the portal's credentials there. */
export function ApiLoginFields({ form, set }: { form: Ways; set: Setter }) {
  const api = form.apiLogin ?? { verifyUrl: '', clientId: '', clientSecret: '', secretSet: false };
  const change = (patch: Partial<typeof api>) => set('apiLogin', { ...api, ...patch });
  return (
    <fieldset className="yz-admin-fieldset">
      <legend>第三方应用</legend>
      <Text id="api-verify" label="核验地址" value={api.verifyUrl} onChange={(verifyUrl) => change({ verifyUrl })} />
      <Text id="api-client" label="应用标识" value={api.clientId} onChange={(clientId) => change({ clientId })} />
      <Field id="api-secret" label="应用密钥">
        <SecretInput
          id="api-secret"
          value={api.clientSecret}
          set={api.secretSet}
          onChange={(clientSecret) => change({ clientSecret })}
        />
      </Field>
    </fieldset>
  );
}

/** OpenID Connect, WeChat and the passport: ways to sign in offered beside the unit's main one. */
export function OtherWays({ form, set }: { form: Ways; set: Setter }) {
  const { oidc, wechat, passport } = form;
  const changeOidc = (patch: Partial<NonNullable<Ways['oidc']>>) => oidc && set('oidc', { ...oidc, ...patch });
  const changeWechat = (patch: Partial<NonNullable<Ways['wechat']>>) =>
    wechat && set('wechat', { ...wechat, ...patch });
  const changePassport = (patch: Partial<Ways['passport']>) => set('passport', { ...passport, ...patch });
  return (
    <>
      <fieldset className="yz-admin-fieldset">
        <legend>OpenID Connect 登录</legend>
        <Field id="oidc-on" label="在登录页提供" hint="登录页显示「使用{按钮名称}登录」。">
          <Switch id="oidc-on" checked={Boolean(oidc)} onChange={(on) => set('oidc', on ? NEW_OIDC : null)} />
        </Field>
        {oidc ? (
          <>
            <Text id="oidc-name" label="按钮名称" value={oidc.name} onChange={(name) => changeOidc({ name })} />
            <Text
              id="oidc-issuer"
              label="签发方地址（issuer）"
              value={oidc.issuer}
              onChange={(issuer) => changeOidc({ issuer })}
            />
            <Text
              id="oidc-client"
              label="客户端标识"
              value={oidc.clientId}
              onChange={(clientId) => changeOidc({ clientId })}
            />
            <Field id="oidc-secret" label="客户端密钥">
              <SecretInput
                id="oidc-secret"
                value={oidc.clientSecret}
                set={oidc.secretSet}
                onChange={(clientSecret) => changeOidc({ clientSecret })}
              />
            </Field>
            <Text
              id="oidc-scopes"
              label="授权范围"
              hint="以空格分隔；openid 总会申请。"
              value={oidc.scopes}
              onChange={(scopes) => changeOidc({ scopes })}
            />
            <Text
              id="oidc-username"
              label="账号字段"
              value={oidc.usernameClaim}
              onChange={(usernameClaim) => changeOidc({ usernameClaim })}
            />
            <Text
              id="oidc-person"
              label="姓名字段"
              value={oidc.nameClaim}
              onChange={(nameClaim) => changeOidc({ nameClaim })}
            />
            <Text
              id="oidc-type"
              label="用户类型字段"
              hint="可不填：不提供时使用默认用户类型。"
              value={oidc.userTypeClaim}
              onChange={(userTypeClaim) => changeOidc({ userTypeClaim })}
            />
          </>
        ) : null}
      </fieldset>
      <fieldset className="yz-admin-fieldset">
        <legend>微信公众号登录</legend>
        <Field id="wechat-on" label="在登录页提供">
          <Switch id="wechat-on" checked={Boolean(wechat)} onChange={(on) => set('wechat', on ? NEW_WECHAT : null)} />
        </Field>
        {wechat ? (
          <>
            <Text
              id="wechat-app"
              label="公众号 AppID"
              value={wechat.appId}
              onChange={(appId) => changeWechat({ appId })}
            />
            <Field id="wechat-secret" label="公众号 AppSecret">
              <SecretInput
                id="wechat-secret"
                value={wechat.secret}
                set={wechat.secretSet}
                onChange={(secret) => changeWechat({ secret })}
              />
            </Field>
            <Field id="wechat-scope" label="授权方式">
              <Select
                id="wechat-scope"
                value={wechat.scope}
                onChange={(scope) => changeWechat({ scope })}
                options={[
                  { value: 'snsapi_userinfo', label: '用户确认授权（可获得昵称）' },
                  { value: 'snsapi_base', label: '静默授权（仅获得 openid）' },
                ]}
              />
            </Field>
            <Text
              id="wechat-authorize"
              label="授权页地址"
              value={wechat.authorizeOrigin}
              onChange={(authorizeOrigin) => changeWechat({ authorizeOrigin })}
            />
            <Text
              id="wechat-api"
              label="接口地址"
              value={wechat.apiOrigin}
              onChange={(apiOrigin) => changeWechat({ apiOrigin })}
            />
          </>
        ) : null}
      </fieldset>
      <fieldset className="yz-admin-fieldset">
        <legend>通行证</legend>
        <Text
          id="passport-login"
          label="通行证登录地址"
          hint="可不填。"
          value={passport.loginUrl}
          onChange={(loginUrl) => changePassport({ loginUrl })}
        />
        <Text
          id="passport-cookie"
          label="Cookie 名称"
          hint="通行证写在上级域名下的 Cookie；不用时留空。"
          value={passport.cookieName}
          onChange={(cookieName) => changePassport({ cookieName })}
        />
        <Text
          id="passport-validate"
          label="Cookie 核验地址"
          value={passport.validateUrl}
          onChange={(validateUrl) => changePassport({ validateUrl })}
        />
        <Field id="passport-convert" label="服务地址经通行证转换">
          <Switch
            id="passport-convert"
            checked={passport.urlConversion}
            onChange={(urlConversion) => changePassport({ urlConversion })}
          />
        </Field>
      </fieldset>
    </>
  );
}
