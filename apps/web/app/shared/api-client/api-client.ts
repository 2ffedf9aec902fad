import {
  CODE,
  LOW_LEVEL_RETRY_STATUSES,
  REQUEST_TIMEOUT_MS,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointQuery,
  type Envelope,
  type FailureDetail,
  type TransportResult,
} from '@yizhan/contracts';

/** A failed call: a business failure (HTTP 200, success false) or an HTTP error; carries code, msg and status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly path: string,
    /** What the failure envelope added (a refused sign-in: captcha needed, attempts left). */
    readonly detail: FailureDetail | null = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface CallOptions {
  /** Origin of the API; empty in the browser (same origin). */
  base: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export type CallInput<E extends Endpoint> = {
  query?: EndpointQuery<E>;
  body?: EndpointBody<E>;
};

const retriable = new Set<number>(LOW_LEVEL_RETRY_STATUSES);

function toUrl(base: string, path: string, query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return `${base}${path}${text ? `?${text}` : ''}`;
}

/**
 * Sends one call over HTTP and returns what came back (status, envelope, Set-Cookie). GET calls are retried once
 * on the transient statuses of spec §7 (never POST, never a user abort).
 */
export async function sendRequest(
  endpoint: Endpoint,
  input: { query?: unknown; body?: unknown },
  options: CallOptions,
): Promise<TransportResult> {
  const url = toUrl(options.base, endpoint.path, input.query as Record<string, unknown> | undefined);
  const init: RequestInit = {
    method: endpoint.method,
    headers: {
      accept: 'application/json',
      ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...options.headers,
    },
    ...(input.body === undefined ? {} : { body: JSON.stringify(input.body) }),
  };
  const attempts = endpoint.method === 'GET' ? 2 : 1;
  let response: Response | undefined;
  const cookies: string[] = [];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    response = await fetch(url, { ...init, signal });
    cookies.push(...response.headers.getSetCookie());
    if (!retriable.has(response.status) || attempt === attempts) break;
  }
  let envelope: Envelope<unknown> | null;
  try {
    envelope = (await response!.json()) as Envelope<unknown>;
  } catch {
    envelope = null;
  }
  return { status: response!.status, envelope, cookies };
}

/** The failure detail of an envelope, read field by field (no zod here: this module is in every first visit). */
function detailOf(envelope: Envelope<unknown> | null): FailureDetail | null {
  const data = envelope?.data;
  if (!data || typeof data !== 'object') return null;
  const { requestId, captchaRequired, remainingAttempts, current, rows } = data as Record<string, unknown>;
  return {
    ...(typeof requestId === 'string' ? { requestId } : {}),
    ...(typeof captchaRequired === 'boolean' ? { captchaRequired } : {}),
    ...(typeof remainingAttempts === 'number' ? { remainingAttempts } : {}),
    // A refused console save (409): what is stored now, checked by the page that shows it.
    ...(current && typeof current === 'object' ? { current } : {}),
    // A refused import (400): its wrong rows, listed as they come by the page that shows them.
    ...(Array.isArray(rows) ? { rows: rows as FailureDetail['rows'] } : {}),
  };
}

/** The `data` of a successful answer; a non-success envelope or an HTTP error throws ApiError. */
export function dataOf<T>({ status, envelope }: TransportResult, path: string): T {
  if (status < 200 || status >= 300 || !envelope) {
    const msg = envelope?.msg ?? `请求失败（HTTP ${status}）`;
    throw new ApiError(envelope?.code ?? status, msg, status, path, detailOf(envelope));
  }
  if (!envelope.success || envelope.code !== CODE.ok) {
    throw new ApiError(envelope.code, envelope.msg, status, path, detailOf(envelope));
  }
  return envelope.data as T;
}

/** Calls one contract endpoint over HTTP and returns its `data` (see sendRequest and dataOf). */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions,
): Promise<EndpointData<E>> {
  return dataOf(await sendRequest(endpoint, input, options), endpoint.path);
}
