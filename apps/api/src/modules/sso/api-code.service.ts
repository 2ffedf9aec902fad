import { createHash } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import { API_CODE_MAX_AGE_SECONDS, CODE, LOGIN_TYPE } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { signIn, ssoService, type AuthDeps, type SignInMethod } from '../auth';
import { siteOrigin } from '../units';
import { ApiCodeError, verifyApiCode } from './api-code.client';
import { apiLoginCodes, apiLoginSettings } from './api-code.table';
import { findOrCreateSsoUser, ssoAccountName } from './sso.repository';
import { refused, unanswered } from './sign-in-refusals';

/** An API code as a trusted app may make it: URL-safe letters, digits, `-` and `_`, 16–256 of them. */
const API_CODE = /^[A-Za-z0-9_-]{16,256}$/;
/** How far ahead of our clock a trusted app's `millis` may be (its clock drifts). */
const CLOCK_SKEW_MS = 30_000;

const CODE_REFUSED = '登录码无效、已使用或已过期，请重新登录';
const UNAVAILABLE = '接口登录服务暂时无法访问，登录未完成，请稍后再试';
const hash = (code: string) => createHash('sha256').update(code).digest('base64url');

/** A loginType 2 unit's trusted app, or null when the unit does not sign in by API code. */
export async function apiLoginSettingsOf(db: Db, request: ApiRequest) {
  if (request.unit.loginType !== LOGIN_TYPE.api) return null;
  const [settings] = await db
    .select()
    .from(apiLoginSettings)
    .where(eq(apiLoginSettings.fid, request.unit.fid))
    .limit(1);
  return settings && /^https?:\/\//i.test(settings.verifyUrl) ? settings : null;
}

/**
 * The service an API code was issued for, as a returning browser's /api-login address stands for it: a path or URL
 * on this site's origin whose page is /api-login, rebuilt from its `redirect` exactly as the login redirect built
 * it (A5's rule for CAS, kept for API codes); null for anything else.
 */
export function apiServiceOf(origin: string, given: string): string | null {
  let url: URL;
  try {
    url = new URL(given, `${origin}/`);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname !== '/api-login') return null;
  return ssoService(LOGIN_TYPE.api, origin, url.searchParams.get('redirect') ?? '/');
}

export const apiCodeMethod: SignInMethod = { name: 'api-code' };

/**
 * apiLogin (spec §7 `/pedestal/auth/api/login?code&millis&service`, A3, A8): the code is syntax-checked, its
 * `millis` must be within five minutes, and it is recorded as used before the trusted app is asked — so a code is
 * presented here once, whatever the app says; then one server-to-server verification for exactly this service. Only
 * a clear answer signs the person in, as the portal user of the same account, through `signIn`. Every failure is
 * audited and fails closed.
 */
export async function apiCodeSignIn(
  deps: AuthDeps,
  request: ApiRequest,
  reply: ApiReply,
  input: { code: string; millis: string; service: string },
): Promise<void> {
  const { db } = deps;
  const settings = await apiLoginSettingsOf(db, request);
  if (!settings) throw new BusinessError(CODE.badRequest, '本站未启用接口登录', 400);
  await signIn(deps, request, reply, {
    method: apiCodeMethod,
    async verify({ now }) {
      const service = apiServiceOf(siteOrigin(request), input.service);
      if (!service) throw refused('bad-service', '登录返回地址不属于本站，请从本站重新登录');
      if (!API_CODE.test(input.code)) throw refused('bad-code-syntax', CODE_REFUSED);
      const millis = Number(input.millis);
      const age = now.getTime() - millis;
      if (age > API_CODE_MAX_AGE_SECONDS * 1000 || age < -CLOCK_SKEW_MS) {
        throw refused('code-expired', '登录码已过期，请重新登录');
      }
      if (!(await firstPresented(db, request.unit.fid, input.code, now))) throw refused('code-replayed', CODE_REFUSED);

      let identity;
      try {
        identity = await verifyApiCode({ ...settings, code: input.code, millis, service });
      } catch (error) {
        if (!(error instanceof ApiCodeError)) throw error;
        if (error.kind === 'rejected') throw refused(error.reason, CODE_REFUSED);
        throw unanswered(error.reason, UNAVAILABLE);
      }
      const username = ssoAccountName(identity.user);
      if (!username) throw refused('bad-api-user', '接口登录返回的账号无法在本站使用，请联系管理员');
      return { user: await findOrCreateSsoUser(db, request.unit, username, identity.attributes), account: username };
    },
  });
}

/** Records a code as presented (old ones are swept as new ones come); false when it was presented before (A8). */
async function firstPresented(db: Db, fid: number, code: string, now: Date): Promise<boolean> {
  await db
    .delete(apiLoginCodes)
    .where(lt(apiLoginCodes.createdAt, new Date(now.getTime() - 2 * API_CODE_MAX_AGE_SECONDS * 1000)));
  const fresh = await db
    .insert(apiLoginCodes)
    .values({ codeHash: hash(code), fid, createdAt: now })
    .onConflictDoNothing()
    .returning({ codeHash: apiLoginCodes.codeHash });
  return fresh.length > 0;
}
