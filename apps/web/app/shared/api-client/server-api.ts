import { createContext, type RouterContextProvider } from 'react-router';
import type { Endpoint, EndpointData } from '@yizhan/contracts';
import { callApi, type CallInput } from './api-client';

/** The server-side API caller of one page request: it speaks for the visitor (their host, address, token). */
export type ServerApi = <E extends Endpoint>(endpoint: E, input?: CallInput<E>) => Promise<EndpointData<E>>;

export const serverApiContext = createContext<ServerApi>();

// Headers the API needs to see the request as the visitor made it; the web host sets the forwarded ones.
const forwarded = ['x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'user-agent', 'accept-language'];

/** Builds the API caller for one incoming page request. */
export function createServerApi(request: Request, apiBase: string): ServerApi {
  const headers: Record<string, string> = {};
  for (const name of forwarded) {
    const value = request.headers.get(name);
    if (value) headers[name] = value;
  }
  headers['x-forwarded-host'] ??= new URL(request.url).host;
  return (endpoint, input = {}) => callApi(endpoint, input, { base: apiBase, headers, signal: request.signal });
}

/** The API caller of the current request, inside a loader or middleware. */
export const serverApi = (context: Readonly<RouterContextProvider>): ServerApi => context.get(serverApiContext);
