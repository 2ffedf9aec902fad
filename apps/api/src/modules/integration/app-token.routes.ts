import type { FastifyInstance } from 'fastify';
import { appTokenApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { serve } from '../../lib/serve';
import { createAppToken } from './app-token.service';

/**
 * `GET /pedestal/auth/createToken?fid&uid&enc` (ADR 039): a trusted app of the unit gets a short-lived bearer token
 * for one user, as clients of the live hall do. The token is answered in the body, never set as a cookie.
 */
export async function appTokenRoutes(app: FastifyInstance, deps: { db: Db; key: Uint8Array }) {
  serve(
    app,
    appTokenApi.createToken,
    async ({ request, query }) => ({ token: await createAppToken(deps, request, query) }),
    { tags: ['接入接口'] },
  );
}
