import { loadEnv } from '../env';

// Where the demo's outside world lives: the dev IdP (`npm run dev:idp`, ADR 042) stands in for the units' sign-in,
// business systems and websites, so no click of the offline demo leads to a domain that does not exist.
// DEMO_IDP_URL moves it.

const idp = () => new URL(loadEnv().DEMO_IDP_URL);

/**
 * The dev IdP's origin under another name: a localhost dev IdP answers on every `*.localhost` name, so the unit's
 * passport and business system can sit under the unit's own domain (passport.39374.localhost), where the passport
 * cookie reaches the portal. Another host has no such names: its origin is used as it is (the passport cookie then
 * stays on it, and passport-cookie login cannot work across).
 */
export function demoIdpOrigin(name = ''): string {
  const base = idp();
  if (!name || (base.hostname !== 'localhost' && !base.hostname.endsWith('.localhost'))) return base.origin;
  const url = new URL(base.origin);
  url.hostname = `${name}.localhost`;
  return url.origin;
}

/** A placeholder address of the demo content (`https://card.demo-university.edu.cn/`, `…demo-city.gov.cn/…`). */
export const PLACEHOLDER_LINK = /^https:\/\/[a-z0-9.-]+\.demo-(university\.edu\.cn|city\.gov\.cn)\//;

/**
 * A placeholder address of a unit's own website (its library, campus map, news site…) as the dev IdP's demo website
 * of that name (/site/<code>?name=…, public and framable); other addresses stay.
 */
export function demoSiteLink(link: string, name: string): string {
  if (!PLACEHOLDER_LINK.test(link)) return link;
  const code = new URL(link).hostname.split('.')[0]!;
  return `${demoIdpOrigin()}/site/${code}?name=${encodeURIComponent(name)}`;
}

/** Each demo unit's key at the demo business system, and the host name it is reached on (the catalogues' own). */
const DEMO_SYSTEMS: Readonly<Record<number, { key: string; host?: string }>> = {
  100001: { key: 'campus' },
  331906: { key: 'xinghai' },
  39374: { key: 'dongyue', host: 'ehall.39374' },
  200001: { key: 'gov' },
  200002: { key: 'district' },
};

/**
 * A demo unit's business system (/business/<key>, ADR 042), on the unit's own host name where its systems take the
 * passport cookie: where its services, tools, tasks and approval forms lead. Null for a unit without one.
 */
export function demoSystemBase(fid: number): string | null {
  const system = DEMO_SYSTEMS[fid];
  return system ? `${demoIdpOrigin(system.host)}/business/${system.key}` : null;
}

/** A page of a demo unit's business system (…/<pc|m>/<code>?name=…); null for a unit without one. */
export function demoSystemPage(fid: number, terminal: 'pc' | 'm', code: string, name: string): string | null {
  const base = demoSystemBase(fid);
  return base && `${base}/${terminal}/${code}?name=${encodeURIComponent(name)}`;
}
