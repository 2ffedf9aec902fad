import type { AppGuide } from '@yizhan/contracts';
import { isHttpUrl } from './handle-service';

type Material = AppGuide['materials'][number];

/** 办理方式 of a guide. */
export const HANDLE_MODE_TEXT: Record<AppGuide['handleMode'], string> = {
  online: '网上办理',
  counter: '窗口办理',
  both: '网上办理、窗口办理',
};

/** 材料形式 of a material. */
export const MEDIUM_TEXT: Record<Material['medium'], string> = {
  electronic: '电子材料',
  paper: '纸质材料',
  both: '电子材料、纸质材料',
};

/** A time limit in working days; 0 is an on-the-spot item (即办件). */
export const timeLimitText = (days: number) => (days > 0 ? `${days} 个工作日` : '即办');

/** The text, or the placeholder for an empty field (never a blank line). */
export const orNone = (text: string | null | undefined, none = '无') => (text?.trim() ? text.trim() : none);

/**
 * A link a guide may offer (sample and blank forms): an http(s) URL or a same-site path; anything else (a
 * `javascript:` URL, `//host`) is null and not rendered as a link.
 */
export function guideLinkHref(url: string | null | undefined): string | null {
  const value = url?.trim() ?? '';
  if (isHttpUrl(value)) return value;
  return /^\/(?![/\\])[^\s\\]*$/.test(value) ? value : null;
}

/**
 * How a guide's file link opens: a file of this site (uploaded in the console, ADR 082) is saved where it is clicked,
 * a file elsewhere opens in a new window.
 */
export const guideLinkProps = (href: string) =>
  href.startsWith('/') ? { download: '' } : { target: '_blank', rel: 'noopener noreferrer' };

export interface Phone {
  text: string;
  /** A tel: link, or null when the number is masked or not dialable. */
  href: string | null;
}

/**
 * The phones of a 咨询/监督电话 field, which may hold several numbers ('0571-88881234、12345'). Each gets a tel: link
 * with its digits (and a leading +); a masked number ('138****5678', D3) or a text without enough digits gets none.
 */
export function splitPhones(field: string | null | undefined): Phone[] {
  return (field ?? '')
    .split(/[、,，;；/\n]+/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((text) => {
      if (text.includes('*')) return { text, href: null };
      const number = text.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
      const digits = number.replace(/\D/g, '');
      return { text, href: digits.length >= 3 && digits.length <= 20 ? `tel:${number}` : null };
    });
}
