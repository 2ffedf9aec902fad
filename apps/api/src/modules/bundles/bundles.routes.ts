import type { FastifyInstance } from 'fastify';
import { BUNDLE_NOT_FOUND, bundlesApi, CODE, NOT_APPLIED } from '@yizhan/contracts';
import { replicaReads, type Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { viewerOf } from '../../lib/viewer';
import { requireUser } from '../../plugins/auth';
import { latestApplicationsByService } from '../applications';
import { bundleServiceFacts } from '../service-hall';
import { findBundle, listBundles } from './bundles.repository';
import { toDetail, toSummary, visibleSteps } from './bundles.service';

const tags = ['一件事'];

/**
 * The bundles (一件事, ADR 089): the unit's list, one bundle's steps and merged materials — the same for every viewer
 * of a user type, so kept in memory until a change notice of the bundles or the service hall (migration 0063) — and
 * a signed-in person's progress in it, read from their applications each time.
 */
export async function bundleRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const shared = replicaReads(db);
  const reads = cachedReads(cache, 'bundles', {
    list: async (fid: number, userType: string | null) => {
      const stored = await listBundles(shared, fid);
      const facts = await bundleServiceFacts(shared, fid, [...new Set(stored.flatMap((bundle) => bundle.appIds))]);
      return stored.flatMap((bundle) => {
        const count = visibleSteps(bundle, facts, { uid: null, userType }).length;
        return count > 0 ? [toSummary(bundle, count)] : [];
      });
    },
    detail: async (fid: number, id: number, userType: string | null) => {
      const bundle = await findBundle(shared, fid, id);
      if (!bundle) return null;
      const viewer = { uid: null, userType };
      const steps = visibleSteps(bundle, await bundleServiceFacts(shared, fid, bundle.appIds), viewer);
      return steps.length > 0 ? toDetail(bundle, steps, viewer) : null;
    },
  });
  const detailOf = async (fid: number, id: string, userType: string | null) => {
    const detail = await reads.detail(fid, Number(id), userType);
    if (!detail) throw new BusinessError(CODE.notFound, BUNDLE_NOT_FOUND, 404);
    return detail;
  };

  serve(app, bundlesApi.list, ({ request }) => reads.list(request.unit.fid, viewerOf(request.session).userType), {
    tags,
  });
  serve(
    app,
    bundlesApi.detail,
    ({ request, query }) => detailOf(request.unit.fid, query.id, viewerOf(request.session).userType),
    { tags },
  );
  serve(
    app,
    bundlesApi.progress,
    async ({ request, query }) => {
      const session = requireUser(request);
      const detail = await detailOf(request.unit.fid, query.id, session.user.userType);
      const names = detail.steps.map((step) => step.name);
      const latest = await latestApplicationsByService(db, request.unit.fid, session.uid, names);
      return detail.steps.map((step) => {
        const found = latest.get(step.name);
        return {
          appId: step.appId,
          name: step.name,
          status: found?.status ?? 0,
          statusName: found?.statusName ?? NOT_APPLIED,
          applyNo: found?.applyNo ?? '',
          applicationId: found?.id ?? null,
          updateTime: found?.updateTime ?? '',
        };
      });
    },
    { tags },
  );
}
