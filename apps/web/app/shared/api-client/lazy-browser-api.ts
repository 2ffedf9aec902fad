import type * as contracts from '@yizhan/contracts';
import type { Endpoint, EndpointData } from '@yizhan/contracts';
import type { CallInput } from './api-client';
import type { BrowserCallOptions } from './browser-api';
import { importOnceMore } from '../retry/import-once-more';

/** The contracts package as the endpoint picker sees it (`(api) => api.homeApi.visit`). */
export type Contracts = typeof contracts;

/**
 * browserApi, with the request client and the endpoint descriptors loaded on the first call. The descriptors carry
 * their zod schemas (about 27 KB gzip) and no page needs them before the visitor acts or the page has hydrated, so
 * they stay out of every first visit; loaders on the server use the descriptors directly.
 */
export async function lazyBrowserApi<E extends Endpoint>(
  pick: (api: Contracts) => E,
  input: CallInput<E> = {},
  options: BrowserCallOptions = {},
): Promise<EndpointData<E>> {
  const [{ browserApi }, api] = await Promise.all([
    importOnceMore(() => import('./browser-api')),
    importOnceMore(() => import('@yizhan/contracts')),
  ]);
  return browserApi(pick(api), input, options);
}
