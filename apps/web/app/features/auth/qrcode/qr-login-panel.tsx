import { useCallback, useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation } from 'react-router';
import { QR_LOGIN_SECONDS, type QrLoginCode, type QrLoginStatus } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';

/** A little slower than the server's minimum interval between polls of one code (R6). */
const POLL_MS = 2_000;
/** An unattended page makes at most this many codes by itself; then it waits for a click (no endless rows). */
const AUTO_REFRESHES = 5;

type Shown =
  | { kind: 'loading' }
  | { kind: 'code'; code: QrLoginCode; status: QrLoginStatus; polls: number }
  | { kind: 'stopped'; message: string; code?: QrLoginCode };

const HINTS: Partial<Record<QrLoginStatus, string>> = {
  waiting: '请使用手机浏览器扫描二维码，在手机端登录后确认',
  scanned: '已扫码，请在手机上确认登录',
  confirmed: '已确认，正在登录…',
};

const fetchCode = () => lazyBrowserApi((api) => api.qrLoginApi.create, {}, { silent: true });
const failureOf = (error: unknown) => (error instanceof ApiError ? error.message : '二维码加载失败，请重试');

/**
 * The QR half of the desktop login card (security.md A7, ADR 041): a code bound to this browser, drawn by the server;
 * a status poll every two seconds; a fresh code when one expires; and, once the phone confirms, the page's own
 * action takes the session (single use) and goes on as after a password sign-in.
 */
export default function QrLoginPanel() {
  const [shown, setShown] = useState<Shown>({ kind: 'loading' });
  const signIn = useFetcher<{ error?: string }>();
  const { pathname, search } = useLocation();
  const refreshes = useRef(0);

  const show = useCallback((load: Promise<QrLoginCode>) => {
    load.then(
      (code) => setShown({ kind: 'code', code, status: 'waiting', polls: 0 }),
      (error: unknown) => setShown({ kind: 'stopped', message: failureOf(error) }),
    );
  }, []);

  useEffect(() => show(fetchCode()), [show]);

  const refresh = () => {
    refreshes.current = 0;
    setShown({ kind: 'loading' });
    show(fetchCode());
  };

  /** What a poll learned: go on waiting, take the session, or stop with a way to a new code. */
  const learned = useCallback(
    (code: QrLoginCode, status: QrLoginStatus) => {
      if (status === 'expired' || status === 'used') {
        if (refreshes.current >= AUTO_REFRESHES) return setShown({ kind: 'stopped', message: '二维码已过期', code });
        refreshes.current += 1;
        return show(fetchCode());
      }
      if (status === 'refused') return setShown({ kind: 'stopped', message: '已在手机上取消登录', code });
      if (status === 'confirmed') {
        void signIn.submit({ intent: 'qrcode', qrId: code.qrId }, { method: 'post', action: `${pathname}${search}` });
      }
      setShown((current) =>
        current.kind === 'code' && current.code.qrId === code.qrId
          ? { ...current, status, polls: current.polls + 1 }
          : current,
      );
    },
    [show, signIn, pathname, search],
  );

  const code = shown.kind === 'code' ? shown.code : undefined;
  const waiting = shown.kind === 'code' && (shown.status === 'waiting' || shown.status === 'scanned');
  const polls = shown.kind === 'code' ? shown.polls : 0;

  // One poll two seconds after the last answer, while the code waits for the phone.
  useEffect(() => {
    if (!code || !waiting) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      lazyBrowserApi(
        (api) => api.qrLoginApi.status,
        { query: { qrId: code.qrId } },
        { silent: true, signal: controller.signal },
      ).then(
        (answer) => learned(code, answer.status),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          // Too fast (429) or a passing network fault: poll again; anything else stops here.
          if (error instanceof ApiError && error.status !== 429 && error.status !== 0) {
            setShown({ kind: 'stopped', message: error.message, code });
          } else {
            setShown((current) => (current.kind === 'code' ? { ...current, polls: current.polls + 1 } : current));
          }
        },
      );
    }, POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [code, waiting, polls, learned]);

  const failed = signIn.state === 'idle' ? signIn.data?.error : undefined;
  const picture = shown.kind === 'loading' ? undefined : shown.code;
  const stopped = shown.kind === 'stopped' ? shown.message : failed;
  const status = shown.kind === 'code' ? shown.status : undefined;

  return (
    <div className="yz-qr">
      <h2 id="login-heading" className="yz-login__heading">
        扫码登录
      </h2>
      <div className="yz-qr__frame">
        {picture ? (
          <img className="yz-qr__image" src={picture.image} alt="扫码登录二维码" width={200} height={200} />
        ) : (
          <div className="yz-qr__image yz-qr__image--empty" aria-busy="true" />
        )}
        {stopped && (
          <div className="yz-qr__cover" role="alert">
            <p className="yz-qr__cover-text">{stopped}</p>
            <button type="button" className="yz-qr__refresh" onClick={refresh}>
              刷新二维码
            </button>
          </div>
        )}
      </div>
      <p className="yz-qr__hint" role="status">
        {stopped ? '' : status ? HINTS[status] : '正在生成二维码…'}
      </p>
      <p className="yz-qr__note">二维码 {QR_LOGIN_SECONDS / 60} 分钟内有效，仅限本浏览器使用</p>
    </div>
  );
}
