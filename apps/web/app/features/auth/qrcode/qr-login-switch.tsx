import { lazy, Suspense, useState, type ReactNode } from 'react';
import './qr-login.css';
import { importOnceMore } from '../../../shared/retry/import-once-more';

/** The QR panel and its polling load only when someone asks for a QR: most visitors type a password. */
const QrLoginPanel = lazy(() => importOnceMore(() => import('./qr-login-panel')));

/**
 * The desktop login card's two ways in (spec §1 QR-code login, ADR 041): the account form (`children`) and, behind
 * the corner switch, a QR code to scan with the portal's phone site while signed in there.
 */
export function QrLoginSwitch({ children }: { children: ReactNode }) {
  const [qrcode, setQrcode] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`yz-qr-switch${qrcode ? ' yz-qr-switch--back' : ''}`}
        onClick={() => setQrcode((shown) => !shown)}
        title={qrcode ? '使用账号密码登录' : '使用手机扫码登录'}
      >
        {/* Names without 「登录」: the form's own submit button is the page's one 「登 录」 button. */}
        {qrcode ? '账号密码' : '手机扫码'}
      </button>
      {qrcode ? (
        <Suspense fallback={<div className="yz-qr" aria-busy="true" />}>
          <QrLoginPanel />
        </Suspense>
      ) : (
        children
      )}
    </>
  );
}
