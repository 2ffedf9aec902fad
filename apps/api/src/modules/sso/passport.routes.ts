import type { FastifyInstance } from 'fastify';
import { passportLoginApi } from '@yizhan/contracts';
import { serve } from '../../lib/serve';
import type { MemoCache } from '../../lib/memo-cache';
import type { AuthDeps } from '../auth';
import { passportSignIn } from './passport.service';

const tags = ['登录与会话'];

/** Passport-cookie login (spec §7 passport/login?service; ADR 042). */
export async function passportLoginRoutes(app: FastifyInstance, deps: AuthDeps & { cache: MemoCache }) {
  serve(
    app,
    passportLoginApi.passportLogin,
    async ({ request, reply, query }) => passportSignIn(deps, request, reply, query),
    { tags },
  );
}
