import type { FastifyInstance } from 'fastify';
import { CODE, MESSAGES, PASSWORD_CHANGE_REQUIRED, passwordApi } from '@yizhan/contracts';
import type { PipelineCall } from '../../lib/pipeline-call';
import { BusinessError } from '../../lib/envelope';
import { serve } from '../../lib/serve';
import { requireSession } from '../../plugins/auth';
import { checkPassword, unitPasswordPolicy } from '../users';
import { issueSession, type AuthDeps } from './auth.service';
import { changePassword } from './password-change';
import { sessionMethod } from './sessions.repository';

const tags = ['登录与会话'];

/**
 * The gate of a password an administrator set (ADR 079), one stage of the request pipeline so that it holds for
 * every endpoint over HTTP and in server rendering: until the user has chosen their own password, only the calls
 * whose contract allows it (the change, its rules, signing in and out) go through, and reads open to guests are
 * answered (the page frame needs the site's name and menus); any call that needs a user and any other write is
 * refused with 403.
 */
export function usePasswordChangeGate(app: FastifyInstance) {
  app.pipeline.use(
    {
      name: 'password-change',
      run(call: PipelineCall) {
        if (!call.session?.user?.mustChangePassword) return;
        const { method, policy } = call.served.endpoint;
        if (policy?.beforePasswordChange) return;
        const caller = policy?.caller ?? 'anyone';
        if (caller === 'anyone' && method === 'GET') return;
        throw new BusinessError(CODE.forbidden, PASSWORD_CHANGE_REQUIRED, 403);
      },
    },
    { before: 'policy' },
  );
}

/** 修改密码 of the personal center (both sites): the unit's rules, and the change itself. */
export async function passwordChangeRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db } = deps;

  serve(
    app,
    passwordApi.rules,
    async ({ request }) => ({ rules: (await unitPasswordPolicy(db, request.unit.fid)).rules }),
    { tags },
  );

  serve(
    app,
    passwordApi.change,
    async ({ request, reply, body }) => {
      const session = requireSession(request);
      const user = session.user;
      if (!user) throw new BusinessError(CODE.unauthorized, MESSAGES.sessionExpired);
      if (!(await checkPassword(user.passwordHash, body.oldPassword))) {
        throw new BusinessError(CODE.badRequest, '原密码不正确', 400);
      }
      if (body.newPassword === body.oldPassword) {
        throw new BusinessError(CODE.badRequest, '新密码不能与原密码相同', 400);
      }
      const method = await sessionMethod(db, session.id);
      // Every session ends, this one too; this browser then gets a new one, so only the others are signed out.
      const ended = await changePassword(db, user.uid, body.newPassword);
      request.session = null;
      await issueSession(deps, request, reply, user.uid, method);
      return { signedOut: Math.max(0, ended - 1) };
    },
    { tags },
  );
}
