import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { recordAdminWrite } from '../audit';
import type { AdminScope } from './admin-scope';

/**
 * The audit entry of a console write (ADR 069), by the caller, in the unit they manage: what each console part records
 * after a write, given the action, a target a person recognises and the item before and after.
 */
export const consoleAuditor =
  (db: Db) =>
  (request: ApiRequest, scope: AdminScope, action: string, target: string, before: unknown, after: unknown) =>
    recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action,
      target,
      before,
      after,
    });
