import type { FastifyInstance } from 'fastify';
import { adminSecondStepApi, CODE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { qrImage } from '../../lib/qr-image';
import type { SealKey } from '../../lib/sealed-text';
import { recordAdminWrite } from '../audit';
import { serveAdmin, type AdminScope } from './admin-scope';
import { secondStepResetRoutes } from './second-step.reset';
import { markSteppedUp, removeSecondStep, startEnrolment, takeCode } from './second-step';

const WRONG_CODE = '验证码不正确或已用过，请输入验证器上新的 6 位数字';
const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);

/** The session the console call speaks for (the guard has checked there is a signed-in one). */
const sessionIdOf = (request: { session: { id: string } | null }) => {
  if (!request.session) throw new Error('console call without a session');
  return request.session.id;
};

/**
 * 两步验证 of the console (ADR 080): set up an authenticator, give this session's code, or stop using one; and an
 * administrator's reset of another account's lost one.
 */
export function secondStepRoutes(app: FastifyInstance, { db, sealKey }: { db: Db; sealKey: SealKey }) {
  secondStepResetRoutes(app, { db });
  const audit = (request: Parameters<typeof recordAdminWrite>[1], scope: AdminScope, action: string) =>
    recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action,
      target: `两步验证（${scope.username}）`,
      before: null,
      after: null,
    });

  serveAdmin(app, adminSecondStepApi.status, async ({ scope }) => scope.secondStep);

  serveAdmin(app, adminSecondStepApi.enroll, async ({ scope }) => {
    // A session that owes its step cannot swap the authenticator it owes it to.
    if (scope.secondStep.enrolled && !scope.secondStep.verified) throw refuse('请先用现有的验证器完成两步验证');
    const { secret, uri } = await startEnrolment(db, sealKey, scope.uid, scope.username);
    return { secret, uri, qr: await qrImage(uri) };
  });

  serveAdmin(app, adminSecondStepApi.confirm, async ({ body, request, scope }) => {
    if (!(await takeCode(db, sealKey, { uid: scope.uid, code: body.totp, pending: true }))) throw refuse(WRONG_CODE);
    await markSteppedUp(db, sessionIdOf(request));
    await audit(request, scope, 'secondStep.enable');
    return { ...scope.secondStep, enrolled: true, verified: true };
  });

  serveAdmin(app, adminSecondStepApi.verify, async ({ body, request, scope }) => {
    if (!scope.secondStep.enrolled) throw refuse('请先设置验证器');
    if (!(await takeCode(db, sealKey, { uid: scope.uid, code: body.totp, pending: false }))) throw refuse(WRONG_CODE);
    await markSteppedUp(db, sessionIdOf(request));
    return { ...scope.secondStep, verified: true };
  });

  serveAdmin(app, adminSecondStepApi.disable, async ({ body, request, scope }) => {
    if (scope.secondStep.required) throw refuse('本单位要求管理员使用两步验证，不能关闭');
    if (!(await takeCode(db, sealKey, { uid: scope.uid, code: body.totp, pending: false }))) throw refuse(WRONG_CODE);
    await removeSecondStep(db, scope.uid);
    await audit(request, scope, 'secondStep.disable');
    return { required: false, enrolled: false, verified: true };
  });
}
