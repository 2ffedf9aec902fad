import { bundlesApi, type SpecialDetail } from '@yizhan/contracts';
import { ApiError } from '../../../shared/api-client/api-client';
import type { Loaded } from '../../../shared/api-client/loaded';
import type { ServerApi } from '../../../shared/api-client/server-api';

/**
 * The bundle (一件事, ADR 089) a special leads to: the unit's bundle of the same title, whose page merges the
 * services' materials and shows the person's progress. None when there is none, or when the list fails to load.
 */
export async function bundleIdOf(api: ServerApi, special: Loaded<SpecialDetail>): Promise<number | null> {
  if (!special.ok) return null;
  try {
    const bundles = await api(bundlesApi.list);
    return bundles.find((bundle) => bundle.title === special.data.name)?.id ?? null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return null;
  }
}
