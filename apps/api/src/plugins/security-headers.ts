import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The policy every response carries (security.md R4). Pages replace it with `pagePolicy`, which adds the hashes of
 * their own inline scripts, the unit's frame origins and the origin of its bridge script.
 */
const baseDirectives = {
  defaultSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  frameAncestors: ["'self'"],
  scriptSrc: ["'self'"],
  // antd writes its component styles at run time; styles cannot run code, so inline styles stay allowed.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  frameSrc: ["'self'"],
};

/** What helmet does to a response with given options: the headers it sets (in order) and those it removes. */
interface HeaderSet {
  set: [string, string][];
  removed: string[];
}

/**
 * helmet's headers for `options`, worked out once. Run as a middleware (what @fastify/helmet does), helmet builds
 * its whole middleware chain and parses the CSP directives again for every request — a tenth of the time of a
 * cached config call (docs/performance.md). With static directives its answer never varies, so it is recorded here
 * by running helmet once against a response that only takes notes.
 */
function helmetHeaders(options: HelmetOptions): HeaderSet {
  const headers: HeaderSet = { set: [], removed: [] };
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.set.push([name, String(value)]),
    removeHeader: (name: string) => headers.removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every response: CSP, nosniff, Referrer-Policy and the rest of helmet's set; HSTS only when
 * the request came over HTTPS, and without `includeSubDomains` — units are sibling sub-domains that may not all
 * serve HTTPS. Pages replace the CSP with their own (web-host.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, { contentSecurityPolicy = true } = {}) {
  const { set, removed } = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy ? { useDefaults: false, directives: baseDirectives } : false,
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  // Fastify's own header list rather than the raw response's: Node then writes every header in one pass instead of
  // copying Fastify's headers one by one into the raw response. Header names go out in lower case, as Fastify's do.
  const headers = Object.fromEntries(set.map(([name, value]) => [name.toLowerCase(), value]));
  app.addHook('onRequest', (request, reply, done) => {
    for (const name of removed) reply.raw.removeHeader(name);
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000');
    done();
  });
}

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** `'sha256-…'` sources for every inline script of an HTML page, so exactly these may run (no 'unsafe-inline'). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(inlineScript)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** What a unit adds to its pages' policy: the origins its /iframe entries embed and its bridge script's origin. */
export interface UnitPolicySources {
  frameOrigins: readonly string[];
  /** Origins of scripts the unit configured (the mobile bridge script, ADR 024); none for a script of this site. */
  scriptOrigins: readonly string[];
}

const origin = /^https?:\/\/[^\s;,']+$/;

/** The CSP of a rendered page: the base policy, its inline scripts' hashes, and the unit's own origins. */
export function pagePolicy(html: string, unit: UnitPolicySources): string {
  const directives: Record<string, string[]> = {
    ...baseDirectives,
    scriptSrc: [
      ...baseDirectives.scriptSrc,
      ...unit.scriptOrigins.filter((source) => origin.test(source)),
      ...inlineScriptHashes(html),
    ],
    frameSrc: [...baseDirectives.frameSrc, ...unit.frameOrigins.filter((source) => origin.test(source))],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${kebab(name)} ${sources.join(' ')}`)
    .join('; ');
}
