import type { FastifyInstance } from 'fastify';
import { apiLoginApi } from '@yizhan/contracts';
import { serve } from '../../lib/serve';
import type { AuthDeps } from '../auth';
import { apiCodeSignIn } from './api-code.service';

/** API-code sign-in (spec §7 api/login, security.md A8, ADR 041). */
export async function apiLoginRoutes(app: FastifyInstance, deps: AuthDeps) {
  serve(
    app,
    apiLoginApi.apiLogin,
    async ({ request, reply, query }) => {
      await apiCodeSignIn(deps, request, reply, query);
      return { tourist: 0 as const };
    },
    { tags: ['登录与会话'] },
  );
}
