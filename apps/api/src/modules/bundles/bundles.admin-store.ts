import { CODE, type AdminBundle, type BundleSave } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { versionOf } from '../../lib/versions';
import { bundleServiceFacts, type BundleServiceFacts } from '../service-hall';
import type { BundleWrite, StoredBundle, Tx } from './bundles.repository';

export const NO_SUCH_BUNDLE = '该一件事不存在，可能已被删除';
export const UNKNOWN_SERVICE = '所选事项不存在或不是本单位的服务事项，请重新选择';
export const OTHER_DEPARTMENT_SERVICE = '只能加入本部门的事项';
export const OTHER_DEPARTMENT_BUNDLE = '该一件事包含其他部门的事项，只有单位管理员可以修改或删除';

/** A stored bundle as the console edits it, with its version (a digest of what it shows: ADR 069). */
export function toAdminBundle(bundle: StoredBundle, facts: BundleServiceFacts[]): AdminBundle {
  const byId = new Map(facts.map((fact) => [fact.appId, fact]));
  const shown = {
    id: bundle.id,
    title: bundle.title,
    summary: bundle.summary,
    icon: bundle.icon,
    services: bundle.appIds.flatMap((appId) => {
      const fact = byId.get(appId);
      return fact ? [{ id: appId, name: fact.name, deptName: fact.deptName }] : [];
    }),
    materialLinks: bundle.materialLinks.map(({ material, sameAs }) => ({ material, sameAs })),
  };
  return { ...shown, version: versionOf(shown) };
}

const covers = (scope: 'all' | number[], deptId: number) => scope === 'all' || scope.includes(deptId);

/**
 * The services a console names, in its order: each a service of the unit (400 otherwise) and, for a 事项管理员, of
 * their departments (403).
 */
export async function chosenServices(db: Pick<Db, 'select'>, fid: number, ids: number[], scope: 'all' | number[]) {
  const facts = await bundleServiceFacts(db, fid, ids);
  const byId = new Map(facts.map((fact) => [fact.appId, fact]));
  const chosen = ids.map((id) => byId.get(id));
  if (chosen.some((fact) => !fact)) throw new BusinessError(CODE.badRequest, UNKNOWN_SERVICE, 400);
  if (chosen.some((fact) => !covers(scope, fact!.deptId))) {
    throw new BusinessError(CODE.forbidden, OTHER_DEPARTMENT_SERVICE, 403);
  }
  return chosen as BundleServiceFacts[];
}

/** A 事项管理员 may change only a bundle made of their departments' services (a unit's shared bundles are the admin's). */
export function assertCoversBundle(scope: 'all' | number[], facts: BundleServiceFacts[]) {
  if (facts.some((fact) => !covers(scope, fact.deptId))) {
    throw new BusinessError(CODE.forbidden, OTHER_DEPARTMENT_BUNDLE, 403);
  }
}

/** A bundle of the unit with its services' facts, 404 when it is gone. */
export async function storedFacts(tx: Tx, fid: number, bundle: StoredBundle | undefined) {
  if (!bundle) throw new BusinessError(CODE.notFound, NO_SUCH_BUNDLE, 404);
  return { bundle, facts: await bundleServiceFacts(tx, fid, bundle.appIds) };
}

export const writeOf = (body: BundleSave): BundleWrite => ({
  title: body.title,
  summary: body.summary,
  icon: body.icon,
  materialLinks: body.materialLinks,
  appIds: body.serviceIds,
});
