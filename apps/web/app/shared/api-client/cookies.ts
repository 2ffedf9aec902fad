import { parseCookie } from 'cookie';

/** The value of cookie `name` in a Cookie header (or `document.cookie`), or undefined: one reader, on both sides. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parseCookie(header)[name] : undefined;
}
