import type { Endpoint, Envelope } from './envelope';

/** What one API call answered, whichever way it travelled: status, envelope and the cookies it set. */
export interface TransportResult {
  status: number;
  /** Null when the answer was not an envelope (a proxy's error page, a cut connection). */
  envelope: Envelope<unknown> | null;
  /** Set-Cookie header values, one per cookie. */
  cookies: string[];
}

/** The input of one call: query values and a JSON body, as the contract's request schemas take them. */
export interface TransportInput {
  query?: Record<string, unknown> | undefined;
  body?: unknown;
}

/**
 * How server rendering reaches the API for one page request (ADR 017): in the same process straight to the
 * endpoint's handler, or over HTTP when the API runs elsewhere. It speaks for the visitor of that page.
 */
export interface PageTransport {
  call(endpoint: Endpoint, input: TransportInput): Promise<TransportResult>;
  /** Whether the visitor presented a token or one was issued during this page request. */
  hasToken(): boolean;
}
