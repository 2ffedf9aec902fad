import { useEffect, useRef, useState, type CSSProperties } from 'react';

/** Session-storage key of a message for the next page (written just before a whole-page navigation). */
const FLASH_KEY = 'yz:flash';
/** How long the next page shows it. */
const FLASH_MS = 3000;

/** Leaves a message for the next page this tab loads (e.g. 已退出登录 after the sign-out's redirects). */
export function setFlash(text: string): void {
  try {
    window.sessionStorage.setItem(FLASH_KEY, text);
  } catch {
    // Without storage the next page simply says nothing.
  }
}

function takeFlash(): string | null {
  try {
    const text = window.sessionStorage.getItem(FLASH_KEY);
    window.sessionStorage.removeItem(FLASH_KEY);
    return text;
  } catch {
    return null;
  }
}

// Inline: no UI kit (the login pages, the desktop and the mobile frames all show it) and no stylesheet to load.
const style: CSSProperties = {
  position: 'fixed',
  top: 16,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 2000,
  padding: '9px 16px',
  borderRadius: 8,
  background: '#fff',
  color: '#1f2937',
  boxShadow: '0 6px 16px rgb(0 0 0 / 12%)',
  fontSize: 14,
};

/** Shows the message the previous page left (a toast at the top, announced politely), for 3 s. */
export function FlashNotice() {
  const [text, setText] = useState<string | null>(null);
  // Taken once per mount, even when React runs the effect twice (the second run must not find it gone).
  const taken = useRef<string | null | undefined>(undefined);
  useEffect(() => {
    if (taken.current === undefined) taken.current = takeFlash();
    const flash = taken.current;
    if (!flash) return;
    const show = window.setTimeout(() => setText(flash), 0);
    const hide = window.setTimeout(() => setText(null), FLASH_MS);
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(hide);
    };
  }, []);
  return (
    <div role="status" aria-live="polite" style={text ? style : undefined}>
      {text}
    </div>
  );
}
