import { useState } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import { isGuestUser, type Bootstrap } from '../../shared/bootstrap/bootstrap';
import { isMobileWidth } from '../../shared/device/device';
import { defaultErrorMessage, errorHomeTarget, errorKind, errorLogoutTarget, type ErrorKind } from './lib/error-code';
import './error-screen.css';

const titles: Record<ErrorKind, string> = {
  'not-found': '页面不存在',
  'no-auth': '暂无权限',
  service: '服务异常',
};

function ErrorGraphic({ kind }: { kind: ErrorKind }) {
  const label = kind === 'not-found' ? '404' : kind === 'no-auth' ? '🔒' : '!';
  return (
    <svg className="yz-error__graphic" viewBox="0 0 200 140" role="img" aria-label={titles[kind]}>
      <ellipse cx="100" cy="126" rx="74" ry="8" fill="#e8edf5" />
      <rect x="38" y="18" width="124" height="96" rx="12" fill="#f3f6fb" stroke="#c9d5e8" strokeWidth="3" />
      <rect x="38" y="18" width="124" height="20" rx="10" fill="#dbe4f2" />
      <circle cx="54" cy="28" r="4" fill="#f5a5a5" />
      <circle cx="68" cy="28" r="4" fill="#f7d48b" />
      <circle cx="82" cy="28" r="4" fill="#9fd8a8" />
      <text
        x="100"
        y="88"
        textAnchor="middle"
        fontSize={kind === 'not-found' ? 34 : 40}
        fontWeight="700"
        fill="#7d8fb3"
      >
        {label}
      </text>
    </svg>
  );
}

/** Which site's frame the screen stands in: it decides where 返回首页 and 退出登录 lead. */
export type ErrorSite = 'desktop' | 'mobile';

export interface ErrorScreenProps {
  code: number;
  message?: string | undefined;
  /** The frame around the screen; without one (start-up failures) the site follows the window width. */
  site?: ErrorSite;
}

/**
 * The error screen (spec §2, §8): a graphic for the kind of error, the message, and the way on. A signed-in user
 * gets the large 退出登录 button (the way out of 1004), which shows its loading state while it signs out, and
 * 返回首页 when a home page is there for them; a guest, who has nothing to sign out of, gets 返回首页.
 */
export function ErrorScreen({ code, message, site }: ErrorScreenProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  const [searchParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const kind = errorKind(code);
  const signedIn = !!bootstrap && !isGuestUser(bootstrap.user);
  const home = errorHomeTarget({
    site,
    openMenus: bootstrap?.openMenus ?? [],
    mobileMenus: bootstrap?.mobileMenus ?? [],
    signedIn,
  });

  const handleLogout = () => {
    setLeaving(true);
    const target = errorLogoutTarget({
      mobile: site ? site === 'mobile' : isMobileWidth(window.innerWidth),
      redirect: searchParams.get('redirect'),
      openMenus: bootstrap?.openMenus ?? [],
      mobileMenus: bootstrap?.mobileMenus ?? [],
    });
    // Logout resets to a guest token first (spec §4), then returns to the target by the unit's loginType.
    window.location.assign(`/logout?redirect=${encodeURIComponent(target)}`);
  };

  return (
    <div className={`yz-error${site ? ' yz-error--framed' : ''}`} data-kind={kind} data-code={code}>
      <ErrorGraphic kind={kind} />
      <h1 className="yz-error__title">{titles[kind]}</h1>
      <p className="yz-error__message">{message || defaultErrorMessage(code)}</p>
      {code !== 0 && <p className="yz-error__code">错误代码：{code}</p>}
      <div className="yz-error__actions">
        {signedIn && (
          <button
            type="button"
            className="yz-error__button"
            onClick={handleLogout}
            disabled={leaving}
            aria-busy={leaving}
          >
            {leaving && <span className="yz-error__spinner" aria-hidden="true" />}
            {leaving ? '正在退出…' : '退出登录'}
          </button>
        )}
        {home && (
          // A document link: the home page may be on the other site (and works before the scripts have loaded).
          <a className={`yz-error__button${signedIn ? ' yz-error__button--secondary' : ''}`} href={home}>
            返回首页
          </a>
        )}
      </div>
    </div>
  );
}

/** The page title of an error screen: what went wrong, by its code. */
export const errorTitle = (code: number): string => titles[errorKind(code)];
