import type { FastifyInstance } from 'fastify';
import { adminSiteExtrasApi, CODE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { recordAdminWrite } from '../audit';
import { findUserInUnit } from '../users';
import { grantsOf } from './access.repository';
import { serveAdmin } from './admin-scope';
import { endSecondStep } from './second-step';

const NOT_YOURSELF = '不能重置自己的两步验证，请在「两步验证」页更换验证器';
const NO_SUCH_USER = '该用户不存在';
const PLATFORM_ACCOUNT = '平台管理员的两步验证只能由平台管理员重置';
const NONE_SET_UP = '该账号没有设置两步验证';

/**
 * 重置两步验证 in 用户与角色 (ADR 080's recovery): a unit administrator, or the platform administrator, ends the
 * authenticator of another account of the unit managed whose phone was lost. Its sessions' steps end with it, so
 * where the unit requires a second step the account sets up a new authenticator at its next console visit.
 */
export function secondStepResetRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveAdmin(app, adminSiteExtrasApi.resetUserSecondStep, async ({ body, request, scope }) => {
    // One's own authenticator is changed on /admin/second-step, with a code from it.
    if (body.uid === scope.uid) throw new BusinessError(CODE.badRequest, NOT_YOURSELF, 400);
    const user = await findUserInUnit(db, scope.unit.fid, body.uid);
    if (!user) throw new BusinessError(CODE.notFound, NO_SUCH_USER, 404);
    // A unit's administrators cannot weaken the account that administers every unit.
    const platform = (await grantsOf(db, user.uid)).some((grant) => grant.role === 'platformAdmin');
    if (platform && !scope.platform) throw new BusinessError(CODE.forbidden, PLATFORM_ACCOUNT, 403);
    if (!(await endSecondStep(db, user.uid))) throw new BusinessError(CODE.badRequest, NONE_SET_UP, 400);
    await recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action: 'secondStep.reset',
      target: `两步验证（${user.username}）`,
      before: { secondStep: '已设置' },
      after: { secondStep: '未设置' },
    });
    return { uid: user.uid };
  });
}
