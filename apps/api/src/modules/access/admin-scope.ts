import type { FastifyInstance } from 'fastify';
import {
  ADMIN_FORBIDDEN,
  ADMIN_UNIT_COOKIE,
  CODE,
  MESSAGES,
  permissionsOfRoles,
  SECOND_STEP_NEEDED,
  type AdminPermission,
  type AdminRole,
  type Endpoint,
  type SecondStepStatus,
} from '@yizhan/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { cookieOf } from '../../lib/cookies';
import { BusinessError } from '../../lib/envelope';
import { serve, type EndpointInput, type ServeOptions } from '../../lib/serve';
import { findUnitByFid, type UnitRow } from '../units';
import { grantsOf } from './access.repository';
import type { AdminGrantRow } from './access.table';
import { secondStepStatus } from './second-step';

/** Who is at the console, which unit they manage and what they may do there: what every console handler gets. */
export interface AdminScope {
  uid: number;
  username: string;
  name: string;
  /** The unit managed: the host's, or the one a platform administrator switched to. */
  unit: UnitRow;
  platform: boolean;
  grants: AdminGrantRow[];
  roles: AdminRole[];
  permissions: AdminPermission[];
  /** The departments whose services the caller may edit: all, or these ids (a 事项管理员's grants). */
  departments: 'all' | number[];
  /** Where the session stands with 两步验证 (ADR 080). */
  secondStep: SecondStepStatus;
}

const scopeOf = new WeakMap<object, AdminScope>();

/** The grants that apply in unit `fid`: its own, and those for every unit. */
const grantsIn = (grants: AdminGrantRow[], fid: number) =>
  grants.filter((grant) => grant.fid === null || grant.fid === fid);

/** The unit a platform administrator switched to (a cookie), when it exists; anyone else manages the host's unit. */
async function managedUnit(db: Db, request: ApiRequest, platform: boolean): Promise<UnitRow> {
  const chosen = platform ? Number(cookieOf(request, ADMIN_UNIT_COOKIE)) : NaN;
  if (Number.isInteger(chosen) && chosen > 0 && chosen !== request.unit.fid) {
    const unit = await findUnitByFid(db, chosen);
    if (unit) return unit;
  }
  return request.unit;
}

/** The scope of a signed-in user at the console, or undefined when they hold no console role here. */
export async function adminScopeOf(db: Db, request: ApiRequest): Promise<AdminScope | undefined> {
  const session = request.session;
  const user = session?.user;
  if (!session || !user) return undefined;
  const grants = await grantsOf(db, user.uid);
  const platform = grants.some((grant) => grant.fid === null && grant.role === 'platformAdmin');
  const unit = await managedUnit(db, request, platform);
  const applying = grantsIn(grants, unit.fid);
  if (applying.length === 0) return undefined;
  const roles = [...new Set(applying.map((grant) => grant.role))];
  const secondStep = await secondStepStatus(db, {
    uid: user.uid,
    sessionId: session.id,
    required: unit.requireAdminSecondStep,
  });
  const allDepartments = roles.includes('platformAdmin') || roles.includes('unitAdmin');
  return {
    uid: user.uid,
    username: user.username,
    name: user.name,
    unit,
    platform,
    grants,
    roles,
    permissions: permissionsOfRoles(roles),
    departments: allDepartments
      ? 'all'
      : [...new Set(applying.filter((grant) => grant.role === 'serviceAdmin').flatMap((grant) => grant.departmentIds))],
    secondStep,
  };
}

/**
 * Teaches the request pipeline to recognise console callers (`caller: 'admin'` with a `permission`, ADR 069): a
 * guest or a lapsed session gets the 401 a lapsed session gets; a signed-in user without that permission in the
 * unit managed gets 403, before the input is looked at — over HTTP and for server-rendered calls alike; so does a
 * session that still owes its second step (ADR 080), for every call but who-am-I and the second step itself.
 */
export function useAdminScope(app: FastifyInstance, { db }: { db: Db }) {
  app.pipeline.allowCaller('admin', async ({ request, served }) => {
    const { permission = 'console', beforeSecondStep = false } = served.endpoint.policy ?? {};
    scopeOf.set(request, await consoleDoor(db, request, permission, { beforeSecondStep }));
  });
}

/**
 * The console's door: a guest or a lapsed session 401, no such permission in the unit managed 403, a session that
 * owes its second step 403 with its own code (unless the call is the second step's). The pipeline keeps it for every
 * console endpoint; an upload (multipart, outside the pipeline) calls it itself. Outside the pipeline an account that
 * must first change an administrator's password has no session at all (ADR 079), so it meets the 401.
 */
export async function consoleDoor(
  db: Db,
  request: ApiRequest,
  permission: AdminPermission,
  { beforeSecondStep = false } = {},
): Promise<AdminScope> {
  if (!request.session?.user) throw new BusinessError(CODE.unauthorized, MESSAGES.sessionExpired);
  const scope = await adminScopeOf(db, request);
  if (!scope?.permissions.includes(permission)) throw new BusinessError(CODE.forbidden, ADMIN_FORBIDDEN, 403);
  if (!scope.secondStep.verified && !beforeSecondStep) {
    throw new BusinessError(CODE.secondStepRequired, SECOND_STEP_NEEDED, 403);
  }
  return scope;
}

/**
 * What a console handler gets: its validated input, the request and reply, and the caller's scope. The reply is for
 * downloads (a CSV file sent as it is); everything else answers with data.
 */
export type AdminInput<E extends Endpoint> = EndpointInput<E> & { scope: AdminScope };

/** Serves one console endpoint: the pipeline checks the caller's permission, the handler gets their scope. */
export function serveAdmin<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (input: AdminInput<E>) => Promise<z.input<E['data']>>,
  { bodyLimit }: Pick<ServeOptions, 'bodyLimit'> = {},
) {
  if (endpoint.policy?.caller !== 'admin') throw new Error(`${endpoint.path} is not a console endpoint`);
  serve(
    app,
    endpoint,
    ({ query, body, request, reply }) => {
      const scope = scopeOf.get(request);
      if (!scope) throw new Error('console call without a scope');
      return handler({ query, body, request, reply, scope } as AdminInput<E>);
    },
    { tags: ['管理后台'], ...(bodyLimit ? { bodyLimit } : {}) },
  );
}
