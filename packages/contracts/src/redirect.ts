/**
 * Redirect targets (security rule A4, spec §5 "a dangerous protocol is rejected"): a `redirect` parameter may only
 * name a same-site relative path or an http(s) URL on one of the unit's registered domains.
 */

/** Longer values are refused: no portal route needs them, and they would bloat cookies and Location headers. */
export const MAX_REDIRECT_LENGTH = 2048;

// A value still changing after this many percent-decodes is nested on purpose to slip past a check: refused.
const MAX_DECODE_DEPTH = 4;

// Any Unicode whitespace (NBSP, ideographic space, line separators…).
const whitespace = /\s/;
const percentRun = /(?:%[0-9a-f]{2})+/gi;
const httpScheme = /^https?:\/\//i;
// A throwaway origin to resolve relative paths against: a value that leaves it would leave the portal too.
const probeOrigin = 'https://redirect-probe.invalid';

export interface SafeRedirectOptions {
  /** The unit's registered domains (hostnames, no port or scheme); matched case-insensitively. */
  allowedHosts: readonly string[];
  /** Returned whenever the value is refused; must itself be safe (usually '/' or the first menu entry). */
  fallback: string;
}

/**
 * True when the value holds a C0 control, DEL or a C1 control: browsers drop tabs and newlines inside URLs, so
 * '/\t/evil.com' is read as '//evil.com'.
 */
function hasControlCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** One round of percent-decoding that never throws: invalid UTF-8 keeps its ASCII bytes and drops the rest. */
function decodeOnce(value: string): string {
  return value.replace(percentRun, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => {
        const code = Number.parseInt(hex, 16);
        return code < 0x80 ? String.fromCharCode(code) : '\ufffd';
      });
    }
  });
}

/** The raw value followed by its successive percent-decoded forms; null when the nesting is too deep. */
function decodedForms(raw: string): string[] | null {
  const forms = [raw];
  let current = raw;
  for (let depth = 0; depth < MAX_DECODE_DEPTH; depth += 1) {
    const next = decodeOnce(current);
    if (next === current) return forms;
    forms.push(next);
    current = next;
  }
  return decodeOnce(current) === current ? forms : null;
}

/** True when a relative value stays on the origin it is resolved against. */
function staysOnProbe(value: string): boolean {
  try {
    return new URL(value, probeOrigin).origin === probeOrigin;
  } catch {
    return false;
  }
}

/**
 * A decoded form of a relative path: it must still start with exactly one '/', carry no control character anywhere
 * and no backslash or whitespace in its path (an encoded space or backslash inside the query cannot move the host,
 * and a search page's return path legitimately has them).
 */
function isSafeDecodedPath(form: string): boolean {
  if (!form.startsWith('/') || form.startsWith('//') || form.startsWith('/\\')) return false;
  if (hasControlCharacter(form)) return false;
  const path = form.split(/[?#]/, 1)[0] ?? '';
  if (path.includes('\\') || whitespace.test(path)) return false;
  return staysOnProbe(form);
}

/** (a) A same-site relative path, checked in its raw and every percent-decoded form. */
function isSafeRelativePath(raw: string): boolean {
  const forms = decodedForms(raw);
  return forms !== null && forms.every(isSafeDecodedPath);
}

/** (b) An absolute http(s) URL without userinfo on an allowed host. */
function isAllowedAbsoluteUrl(raw: string, allowedHosts: readonly string[]): boolean {
  if (!httpScheme.test(raw)) return false;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  // Any '@' before the path is userinfo, even an empty one ('https://@evil.com'): refused outright.
  const authority = raw.slice(raw.indexOf('//') + 2).split(/[/?#]/, 1)[0] ?? '';
  if (url.username !== '' || url.password !== '' || authority.includes('@')) return false;
  const hostname = url.hostname.toLowerCase();
  return allowedHosts.some((host) => host.trim().toLowerCase() === hostname);
}

/** True when `raw` is a redirect target rule A4 accepts: a same-site path or an http(s) URL on an allowed host. */
export function isSafeRedirect(raw: unknown, allowedHosts: readonly string[]): boolean {
  if (typeof raw !== 'string' || raw === '' || raw.length > MAX_REDIRECT_LENGTH) return false;
  if (hasControlCharacter(raw) || whitespace.test(raw) || raw.includes('\\')) return false;
  if (raw.startsWith('/')) return isSafeRelativePath(raw);
  return isAllowedAbsoluteUrl(raw, allowedHosts);
}

/** The redirect target to follow: `raw` unchanged when rule A4 accepts it, else `fallback`. */
export function safeRedirect(raw: unknown, options: SafeRedirectOptions): string {
  return typeof raw === 'string' && isSafeRedirect(raw, options.allowedHosts) ? raw : options.fallback;
}
