import { authLoginPath } from './sso-links';

/**
 * The login page's ways to the unit's single sign-on — its CAS (loginType 1) or trusted app (loginType 2, API code)
 * and its OpenID Connect provider: plain
 * links to /auth-login, which checks the provider answers before sending the browser there. The built-in form stays below it as the second way in,
 * so the unit is usable while its identity provider is away (ADR 034).
 */
export function SsoEntry({
  redirect,
  cas,
  oauth2Name,
  mobile = false,
}: {
  redirect: string | null;
  /** The unit signs in by CAS (loginType 1) or by its trusted app's API code (loginType 2, ADR 041). */
  cas: boolean;
  /** Its OpenID Connect provider's name, '' for none (ADR 035). */
  oauth2Name: string;
  mobile?: boolean;
}) {
  if (!cas && !oauth2Name) return null;
  return (
    <div className={mobile ? 'yz-sso-entry yz-sso-entry--mobile' : 'yz-sso-entry'}>
      {cas && (
        <a className="yz-sso-entry__button" href={authLoginPath(redirect)}>
          统一身份认证登录
        </a>
      )}
      {oauth2Name && (
        <a className="yz-sso-entry__button" href={authLoginPath(redirect, true)}>
          {`使用${oauth2Name}登录`}
        </a>
      )}
      <p className="yz-sso-entry__divider">或使用本站账号登录</p>
      {/* The unit's business systems trust its identity provider, not this form (ADR 053): say so before, not after. */}
      {cas && <p className="yz-sso-entry__hint">本站账号只登录门户，进入业务系统办理时仍需统一身份认证</p>}
    </div>
  );
}
