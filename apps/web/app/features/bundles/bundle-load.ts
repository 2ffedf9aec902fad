import type { RouterContextProvider } from 'react-router';
import { bundlesApi, type BundleDetail, type BundleProgressItem, type BundleSummary } from '@yizhan/contracts';
import { attempt, isNotFound, notFound, type Loaded } from '../../shared/api-client/loaded';
import { serverApi } from '../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../shared/bootstrap/bootstrap';
import { validatePageParams } from '../../shared/session/page-validate';

export interface LoadedBundle {
  detail: BundleDetail;
  /** The signed-in person's progress in it; null for a guest (the page offers to sign in). */
  progress: Loaded<BundleProgressItem[]> | null;
}

/** One bundle of the unit with the viewer's progress; an unknown one is the not-found view (HTTP 404). */
export async function loadBundle(
  context: Readonly<RouterContextProvider>,
  params: Record<string, string | undefined>,
): Promise<LoadedBundle> {
  validatePageParams(params);
  const id = params.id ?? '';
  if (!/^\d{1,10}$/.test(id)) notFound('该一件事不存在或已下线');
  const api = serverApi(context);
  const guest = isGuestUser((await getBootstrap(context)).user);
  try {
    const [detail, progress] = await Promise.all([
      api(bundlesApi.detail, { query: { id } }),
      guest ? Promise.resolve(null) : attempt<BundleProgressItem[]>(api(bundlesApi.progress, { query: { id } })),
    ]);
    return { detail, progress };
  } catch (error) {
    if (isNotFound(error)) notFound(error.message || '该一件事不存在或已下线');
    throw error;
  }
}

/** The unit's bundles, or the message of a failed load. */
export const loadBundleList = (context: Readonly<RouterContextProvider>): Promise<Loaded<BundleSummary[]>> =>
  attempt<BundleSummary[]>(serverApi(context)(bundlesApi.list));
