import { createContext, type RouterContextProvider } from 'react-router';
import {
  TOKEN_COOKIE,
  type Endpoint,
  type EndpointData,
  type PageTransport,
  type TransportInput,
  type TransportResult,
} from '@yizhan/contracts';
import { dataOf, sendRequest, type CallInput } from './api-client';
import { readCookie } from './cookies';

/** The server-side API caller of one page request: it speaks for the visitor (their host, address, token). */
export type ServerApi = <E extends Endpoint>(endpoint: E, input?: CallInput<E>) => Promise<EndpointData<E>>;

/** The caller plus the session state it carries for the page request. */
export interface ServerSession {
  api: ServerApi;
  /** Whether the visitor presented a token, or the API has issued one during this request. */
  hasToken(): boolean;
  /** Set-Cookie headers the API sent during this request, to pass on to the browser with the page. */
  takeCookies(): string[];
}

export const serverSessionContext = createContext<ServerSession>();

// Headers the API needs to see the request as the visitor made it; the web host sets the forwarded ones.
const forwarded = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'user-agent', 'accept-language'];

/**
 * The HTTP transport of one page request, for an API that runs elsewhere (`API_BASE`). It sends the visitor's
 * `token` cookie as a Bearer token, and when the API issues a new token (guest login, sign-in, logout) it uses
 * that one from then on.
 */
export function createHttpTransport(request: Request, apiBase: string): PageTransport {
  const headers: Record<string, string> = {};
  for (const name of forwarded) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  headers['x-forwarded-host'] ??= new URL(request.url).host;
  let token = readCookie(request.headers.get('cookie'), TOKEN_COOKIE);
  return {
    call: async (endpoint, input) => {
      const result = await sendRequest(endpoint, input, {
        base: apiBase,
        headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
        signal: request.signal,
      });
      for (const cookie of result.cookies) token = readCookie(cookie.split(';')[0] ?? '', TOKEN_COOKIE) ?? token;
      return result;
    },
    hasToken: () => !!token,
  };
}

/**
 * The API session of one page request over a transport (in-process or HTTP: ADR 017). It keeps the Set-Cookie
 * headers of every call for the page response.
 */
export function createServerSession(transport: PageTransport): ServerSession {
  let cookies: string[] = [];
  const keep = (result: TransportResult) => {
    cookies.push(...result.cookies);
    return result;
  };
  return {
    api: async (endpoint, input = {}) =>
      dataOf(keep(await transport.call(endpoint, input as TransportInput)), endpoint.path),
    hasToken: () => transport.hasToken(),
    takeCookies: () => {
      const taken = cookies;
      cookies = [];
      return taken;
    },
  };
}

/** The session of the current page request, inside a loader, action or middleware. */
export const serverSession = (context: Readonly<RouterContextProvider>): ServerSession =>
  context.get(serverSessionContext);

/** The API caller of the current request, inside a loader, action or middleware. */
export const serverApi = (context: Readonly<RouterContextProvider>): ServerApi => serverSession(context).api;
