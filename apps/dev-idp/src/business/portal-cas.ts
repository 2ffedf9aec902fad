import http from 'node:http';
import type { DemoUser } from '../users';

/** What a demo system asks of its portal's CAS server: a ticket checked, or why not. */
export type PortalValidation = { ok: true; user: DemoUser } | { ok: false; reason: string };

const VALIDATE_TIMEOUT_MS = 5_000;
const MAX_ANSWER_BYTES = 64 * 1024;

/** The text of one element of a CAS answer (the portal's own: no namespaces beyond `cas:`, no entities but five). */
const element = (xml: string, name: string) => {
  const found = new RegExp(`<cas:${name}>([^<]*)</cas:${name}>`).exec(xml)?.[1];
  return found?.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[entity]!,
  );
};

/**
 * Validates a service ticket at a portal unit's CAS server (`/cas/p3/serviceValidate`, CAS 3.0 §2.5), as any CAS
 * client of a campus business system would (ADR 053). The portal answers on the unit's domain, which Node does not
 * resolve under `*.localhost`: the request goes to the loopback address with the unit's Host header.
 */
export function validateAtPortal(
  portal: { host: string; port: number },
  ticket: string,
  service: string,
): Promise<PortalValidation> {
  const query = new URLSearchParams({ ticket, service }).toString();
  return new Promise((resolve) => {
    const request = http.get(
      {
        host: '127.0.0.1',
        port: portal.port,
        path: `/cas/p3/serviceValidate?${query}`,
        headers: { host: `${portal.host}:${portal.port}` },
        timeout: VALIDATE_TIMEOUT_MS,
      },
      (response) => {
        let xml = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          xml += chunk;
          if (xml.length > MAX_ANSWER_BYTES) request.destroy();
        });
        response.on('end', () => {
          const username = element(xml, 'user');
          if (!username) {
            const code = /code="([A-Z_]+)"/.exec(xml)?.[1] ?? `HTTP ${response.statusCode}`;
            return resolve({ ok: false, reason: code });
          }
          const attributes: Record<string, string> = {};
          for (const name of ['name', 'userType', 'unitName']) {
            const value = element(xml, name);
            if (value !== undefined) attributes[name] = value;
          }
          resolve({ ok: true, user: { username, password: '', attributes } });
        });
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve({ ok: false, reason: '门户不可达' }));
  });
}
