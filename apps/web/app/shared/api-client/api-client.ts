import {
  CODE,
  LOW_LEVEL_RETRY_STATUSES,
  REQUEST_TIMEOUT_MS,
  type Endpoint,
  type EndpointBody,
  type EndpointData,
  type EndpointQuery,
  type Envelope,
} from '@yizhan/contracts';

/** A failed call: a business failure (HTTP 200, success false) or an HTTP error; carries code, msg and status. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    readonly path: string,
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
  /** Sees every HTTP response before its envelope is read (the server reads Set-Cookie here). */
  onResponse?: (response: Response) => void;
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
 * Calls one contract endpoint and returns its `data`. GET calls are retried once on the transient statuses of
 * spec §7 (never POST, never a user abort); a non-success envelope or HTTP error throws ApiError.
 */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  input: CallInput<E>,
  options: CallOptions,
): Promise<EndpointData<E>> {
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
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    response = await fetch(url, { ...init, signal });
    options.onResponse?.(response);
    if (!retriable.has(response.status) || attempt === attempts) break;
  }
  return readEnvelope(response!, endpoint.path);
}

async function readEnvelope<T>(response: Response, path: string): Promise<T> {
  let envelope: Envelope<T> | undefined;
  try {
    envelope = (await response.json()) as Envelope<T>;
  } catch {
    envelope = undefined;
  }
  if (!response.ok || !envelope) {
    const msg = envelope?.msg ?? `请求失败（HTTP ${response.status}）`;
    throw new ApiError(envelope?.code ?? response.status, msg, response.status, path);
  }
  if (!envelope.success || envelope.code !== CODE.ok) {
    throw new ApiError(envelope.code, envelope.msg, response.status, path);
  }
  return envelope.data;
}
