import { useState } from 'react';
import { useRouteLoaderData, useSearchParams } from 'react-router';
import type { Bootstrap } from '../../shared/bootstrap/bootstrap';
import { isMobileWidth } from '../../shared/device/device';
import { defaultErrorMessage, errorKind, errorLogoutTarget, type ErrorKind } from './lib/error-code';
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

/**
 * The error screen (spec §2, §8): a graphic for the kind of error, the message, and a large 退出登录 button that
 * shows its loading state while it signs out and leaves.
 */
export function ErrorScreen({ code, message }: { code: number; message?: string | undefined }) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root');
  const [searchParams] = useSearchParams();
  const [leaving, setLeaving] = useState(false);
  const kind = errorKind(code);

  const handleLogout = () => {
    setLeaving(true);
    const target = errorLogoutTarget({
      mobile: isMobileWidth(window.innerWidth),
      redirect: searchParams.get('redirect'),
      openMenus: bootstrap?.openMenus ?? [],
      mobileMenus: bootstrap?.mobileMenus ?? [],
    });
    // Logout resets to a guest token first (spec §4), then returns to the target by the unit's loginType.
    window.location.assign(`/logout?redirect=${encodeURIComponent(target)}`);
  };

  return (
    <main className="yz-error" data-kind={kind} data-code={code}>
      <ErrorGraphic kind={kind} />
      <h1 className="yz-error__title">{titles[kind]}</h1>
      <p className="yz-error__message">{message || defaultErrorMessage(code)}</p>
      {code !== 0 && <p className="yz-error__code">错误代码：{code}</p>}
      <button type="button" className="yz-error__button" onClick={handleLogout} disabled={leaving} aria-busy={leaving}>
        {leaving && <span className="yz-error__spinner" aria-hidden="true" />}
        {leaving ? '正在退出…' : '退出登录'}
      </button>
    </main>
  );
}
