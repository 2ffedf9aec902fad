import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { Db } from '../../db/client';
import { logoutRequestXml } from './cas-server.xml';
import { forgetTicketsOf, spentTicketsOf } from './idp.repository';

/** A business system that does not answer within this does not hold up the others or the portal's logout. */
const LOGOUT_TIMEOUT_MS = 3_000;

/**
 * Names under `.localhost` are the loopback address (RFC 6761 §6.3), as browsers resolve them; Node's resolver does
 * not, so a demo system on ehall.39374.localhost could not hear its logout without this.
 */
const lookup: LookupFunction = (hostname, options, callback) => {
  if (!/(^|\.)localhost$/i.test(hostname)) return dnsLookup(hostname, options, callback);
  if (options.all) return callback(null, [{ address: '127.0.0.1', family: 4 }]);
  callback(null, '127.0.0.1', 4);
};

/** POSTs one logout request as a form field, as CAS clients expect it; any failure is only a failure to tell. */
export function postLogoutRequest(service: string, logoutRequest: string): Promise<boolean> {
  return new Promise((resolve) => {
    let url: URL;
    try {
      url = new URL(service);
    } catch {
      return resolve(false);
    }
    const body = new URLSearchParams({ logoutRequest }).toString();
    const send = url.protocol === 'https:' ? https.request : http.request;
    const request = send(
      url,
      {
        method: 'POST',
        lookup,
        timeout: LOGOUT_TIMEOUT_MS,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        resolve((response.statusCode ?? 500) < 400);
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(false));
    request.end(body);
  });
}

/**
 * CAS single logout (CAS 3.0 Appendix C): when a portal session ends, every business system signed in through it
 * hears so at the service URL its ticket was issued for, all at once; then the tickets are forgotten.
 */
export async function endBusinessSessions(
  db: Db,
  sessionId: string,
  username: string,
  send: (service: string, logoutRequest: string) => Promise<unknown> = postLogoutRequest,
) {
  const tickets = await spentTicketsOf(db, sessionId);
  if (tickets.length === 0) return;
  const now = new Date();
  await Promise.allSettled(
    tickets.map(({ ticket, service }) => send(service, logoutRequestXml(username, ticket, now))),
  );
  await forgetTicketsOf(db, sessionId);
}
