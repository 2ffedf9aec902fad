import type { FastifyInstance } from 'fastify';
import { adminBundlesApi, type AdminBundle } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { assertCurrentVersion } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite, type AdminWrite } from '../audit';
import { bundleServiceChoices, bundleServiceFacts } from '../service-hall';
import { assertCoversBundle, chosenServices, storedFacts, toAdminBundle, writeOf } from './bundles.admin-store';
import { mergeMaterials } from './bundles.merge';
import {
  deleteBundle,
  findBundle,
  insertBundle,
  nextSort,
  pageBundles,
  updateBundle,
  type Tx,
} from './bundles.repository';

/** What the audit entry shows of a bundle: all but its version. */
const shown = ({ version: _version, ...bundle }: AdminBundle) => bundle;
const target = (bundle: AdminBundle) => `一件事「${bundle.title}」`;

/**
 * 一件事 of the console (ADR 089): the unit's bundles — list, add, edit, remove — and a preview of the merged material
 * list. Permission 'services'; a 事项管理员 composes bundles of their departments' services only and cannot change
 * one that includes another department's. The sites read the same rows, whose changes every instance hears.
 */
export function bundleAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = (request: ApiRequest, scope: AdminScope, write: Omit<AdminWrite, 'fid' | 'uid' | 'username'>) =>
    recordAdminWrite(db, request, { fid: scope.unit.fid, uid: scope.uid, username: scope.username, ...write });
  /** The bundle `id` of the unit, locked, as the console shows it; 403 beyond a 事项管理员's departments. */
  const locked = async (tx: Tx, scope: AdminScope, id: number) => {
    const { bundle, facts } = await storedFacts(tx, scope.unit.fid, await findBundle(tx, scope.unit.fid, id, true));
    assertCoversBundle(scope.departments, facts);
    return toAdminBundle(bundle, facts);
  };
  const reread = async (tx: Tx, fid: number, id: number) => {
    const { bundle, facts } = await storedFacts(tx, fid, await findBundle(tx, fid, id));
    return toAdminBundle(bundle, facts);
  };

  serveAdmin(app, adminBundlesApi.list, async ({ query, scope }) => {
    const fid = scope.unit.fid;
    const { rows, total } = await pageBundles(db, fid, query.page, query.pageSize);
    const facts = await bundleServiceFacts(db, fid, [...new Set(rows.flatMap((row) => row.appIds))]);
    return {
      list: rows.map((row) => toAdminBundle(row, facts)),
      total,
      services: await bundleServiceChoices(db, fid, scope.departments),
    };
  });

  serveAdmin(app, adminBundlesApi.preview, async ({ body, scope }) => {
    const chosen = await chosenServices(db, scope.unit.fid, body.serviceIds, scope.departments);
    return mergeMaterials(chosen, body.materialLinks);
  });

  serveAdmin(app, adminBundlesApi.save, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { before, after } = await db.transaction(async (tx) => {
      await chosenServices(tx, fid, body.serviceIds, scope.departments);
      if (body.id === undefined) {
        const id = await insertBundle(tx, fid, writeOf(body), await nextSort(tx, fid));
        return { before: null, after: await reread(tx, fid, id) };
      }
      const current = await locked(tx, scope, body.id);
      assertCurrentVersion(body.version, current);
      await updateBundle(tx, body.id, writeOf(body));
      return { before: current, after: await reread(tx, fid, body.id) };
    });
    await audit(request, scope, {
      action: before ? 'bundle.save' : 'bundle.create',
      target: target(after),
      before: before ? shown(before) : null,
      after: shown(after),
    });
    return after;
  });

  serveAdmin(app, adminBundlesApi.remove, async ({ body, request, scope }) => {
    const removed = await db.transaction(async (tx) => {
      const current = await locked(tx, scope, body.id);
      assertCurrentVersion(body.version, current);
      await deleteBundle(tx, body.id);
      return current;
    });
    await audit(request, scope, {
      action: 'bundle.delete',
      target: target(removed),
      before: shown(removed),
      after: null,
    });
    return { removed: true };
  });
}
