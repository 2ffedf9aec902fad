import type { FastifyInstance } from 'fastify';
import { qrLoginApi } from '@yizhan/contracts';
import { serve } from '../../lib/serve';
import type { AuthDeps } from '../auth';
import {
  createQrLogin,
  qrLoginAnswer,
  qrLoginRequest,
  qrLoginScanned,
  qrLoginStatus,
  qrSignIn,
} from './qrcode.service';

const tags = ['登录与会话'];

/** QR-code sign-in (spec §7 qrcode/login, security.md A7, ADR 041): the desktop's calls, then the phone's. */
export async function qrLoginRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db } = deps;
  serve(app, qrLoginApi.create, async ({ request, reply }) => createQrLogin(db, request, reply), { tags });
  serve(app, qrLoginApi.status, async ({ request, query }) => qrLoginStatus(db, request, query.qrId), { tags });
  serve(
    app,
    qrLoginApi.login,
    async ({ request, reply, body }) => {
      await qrSignIn(deps, request, reply, body.qrId);
      return { tourist: 0 as const };
    },
    { tags },
  );
  serve(app, qrLoginApi.request, async ({ request, query }) => qrLoginRequest(db, request, query.qrId), { tags });
  serve(app, qrLoginApi.scan, async ({ request, body }) => qrLoginScanned(db, request, body.qrId), { tags });
  serve(app, qrLoginApi.confirm, async ({ request, body }) => qrLoginAnswer(db, request, body.qrId, body.accept), {
    tags,
  });
}
