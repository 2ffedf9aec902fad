import './more-sign-ins.css';

/**
 * The login page's ways in through the unit's WeChat official account and its passport (ADR 042): plain links to
 * /wechat-login and /passport-cookie-login, which take it from there. Shown above the single sign-on entries; when
 * there are none, this draws the line to the built-in form itself.
 */
export function MoreSignIns({
  redirect,
  wechat,
  passport,
  divider,
  mobile = false,
}: {
  redirect: string | null;
  /** The unit has a WeChat official account (host info `wechatLogin`). */
  wechat: boolean;
  /** The unit's passport vouches for its cookie (host info `passportLogin`). */
  passport: boolean;
  /** No single sign-on entry follows, so this one ends with 「或使用本站账号登录」. */
  divider: boolean;
  mobile?: boolean;
}) {
  if (!wechat && !passport) return null;
  const query = redirect && redirect !== '/' ? `?redirect=${encodeURIComponent(redirect)}` : '';
  return (
    <div className={`yz-more-sign-ins yz-sso-entry${mobile ? ' yz-sso-entry--mobile' : ''}`}>
      {wechat && (
        <a className="yz-sso-entry__button" href={`/wechat-login${query}`}>
          微信登录
        </a>
      )}
      {passport && (
        <a className="yz-sso-entry__button" href={`/passport-cookie-login${query}`}>
          通行证登录
        </a>
      )}
      {divider && <p className="yz-sso-entry__divider">或使用本站账号登录</p>}
    </div>
  );
}
