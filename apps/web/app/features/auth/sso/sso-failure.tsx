import './sso.css';

/**
 * What a single sign-on that could not finish shows (auth-login, cas-login): the API's Chinese message, a way to try
 * again and the unit's built-in login form, which stays usable when the identity provider is away (ADR 034).
 */
export function SsoFailure({
  title,
  message,
  retry,
  builtIn,
}: {
  title: string;
  message: string;
  retry: string;
  builtIn: string;
}) {
  return (
    <div className="yz-sso" role="alert">
      <h1 className="yz-sso__title">{title}</h1>
      <p className="yz-sso__message">{message}</p>
      <div className="yz-sso__actions">
        <a className="yz-sso__button yz-sso__button--primary" href={retry}>
          重新登录
        </a>
        <a className="yz-sso__button" href={builtIn}>
          使用本站账号登录
        </a>
      </div>
    </div>
  );
}
