import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { adminSignInApi, CODE, type SignInSettings } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { serveAdmin } from '../access';
import { recordAdminWrite } from '../audit';
import { units, type UnitRow } from '../units';
import { apiLoginSettings, type ApiLoginSettingsRow } from './api-code.table';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Shown = Omit<SignInSettings, 'version'>;

/** What the console shows: every field but the secrets, which are only said to be set. */
function shownOf(unit: UnitRow, api: ApiLoginSettingsRow | undefined): Shown {
  const { oauth2, wechat, passportCookie } = unit;
  return {
    loginType: unit.loginType === 1 || unit.loginType === 2 ? unit.loginType : 0,
    loginPath: unit.loginPath,
    defaultUserType:
      (['TEACHER', 'STAFF', 'ALUMNI', 'CITIZEN'] as const).find((type) => type === unit.defaultUserType) ?? 'STUDENT',
    strongPasswords: unit.passwordNeedsThreeClasses,
    onlineMinutes: unit.onLineMinute,
    refreshMinutes: unit.refreshMinute,
    apiLogin: api
      ? { verifyUrl: api.verifyUrl, clientId: api.clientId, clientSecret: '', secretSet: api.clientSecret !== '' }
      : null,
    oidc: oauth2
      ? {
          name: oauth2.name,
          issuer: oauth2.issuer,
          clientId: oauth2.clientId,
          clientSecret: '',
          secretSet: oauth2.clientSecret !== '',
          scopes: oauth2.scopes,
          usernameClaim: oauth2.claims.username,
          nameClaim: oauth2.claims.name,
          userTypeClaim: oauth2.claims.userType ?? '',
        }
      : null,
    wechat: wechat
      ? {
          appId: wechat.appId,
          secret: '',
          secretSet: wechat.secret !== '',
          scope: wechat.scope,
          authorizeOrigin: wechat.authorizeOrigin,
          apiOrigin: wechat.apiOrigin,
        }
      : null,
    passport: {
      loginUrl: unit.passportLoginUrl,
      cookieName: passportCookie?.cookieName ?? '',
      validateUrl: passportCookie?.validateUrl ?? '',
      urlConversion: unit.passportUrlConversion,
    },
  };
}

interface Stored {
  unit: UnitRow;
  api: ApiLoginSettingsRow | undefined;
  settings: SignInSettings;
}

/** A unit's sign-in settings as stored; a save locks the unit's row first, so saves of one unit queue up. */
async function readStored(db: Db | Tx, fid: number, lock = false): Promise<Stored> {
  const unitQuery = db.select().from(units).where(eq(units.fid, fid));
  const [unit] = await (lock ? unitQuery.for('update') : unitQuery);
  if (!unit) throw new Error(`unit ${fid} is gone`);
  const [api] = await db.select().from(apiLoginSettings).where(eq(apiLoginSettings.fid, fid));
  const shown = shownOf(unit, api);
  return { unit, api, settings: { ...shown, version: versionOf(shown) } };
}

const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);

/** A secret as saved: the new one, else the stored one; a way turned on without any is refused. */
function secretOf(given: string, stored: string | undefined, missing: string): string {
  if (given !== '') return given;
  if (stored) return stored;
  throw refuse(missing);
}

async function writeSettings(tx: Tx, stored: Stored, wanted: SignInSettings) {
  const { unit, api } = stored;
  const { oidc, wechat, passport, apiLogin } = wanted;
  await tx
    .update(units)
    .set({
      loginType: wanted.loginType,
      loginPath: wanted.loginPath,
      defaultUserType: wanted.defaultUserType,
      passwordNeedsThreeClasses: wanted.strongPasswords,
      onLineMinute: wanted.onlineMinutes,
      refreshMinute: wanted.refreshMinutes,
      oauth2: oidc && {
        name: oidc.name,
        issuer: oidc.issuer,
        clientId: oidc.clientId,
        clientSecret: secretOf(oidc.clientSecret, unit.oauth2?.clientSecret, '请填写客户端密钥'),
        scopes: oidc.scopes,
        claims: {
          username: oidc.usernameClaim,
          name: oidc.nameClaim,
          ...(oidc.userTypeClaim ? { userType: oidc.userTypeClaim } : {}),
        },
      },
      wechat: wechat && {
        appId: wechat.appId,
        secret: secretOf(wechat.secret, unit.wechat?.secret, '请填写公众号 AppSecret'),
        scope: wechat.scope,
        authorizeOrigin: wechat.authorizeOrigin,
        apiOrigin: wechat.apiOrigin,
      },
      passportLoginUrl: passport.loginUrl,
      passportCookie: passport.cookieName
        ? { cookieName: passport.cookieName, validateUrl: passport.validateUrl }
        : null,
      passportUrlConversion: passport.urlConversion,
    })
    .where(eq(units.fid, unit.fid));
  if (!apiLogin) {
    await tx.delete(apiLoginSettings).where(eq(apiLoginSettings.fid, unit.fid));
    return;
  }
  const row = {
    verifyUrl: apiLogin.verifyUrl,
    clientId: apiLogin.clientId,
    clientSecret: secretOf(apiLogin.clientSecret, api?.clientSecret, '请填写应用密钥'),
  };
  await tx
    .insert(apiLoginSettings)
    .values({ fid: unit.fid, ...row })
    .onConflictDoUpdate({ target: apiLoginSettings.fid, set: row });
}

/** Which secrets a save replaced, in words, for the audit entry (never the secrets themselves). */
const replacedSecrets = (wanted: SignInSettings) =>
  [
    wanted.apiLogin?.clientSecret ? '应用密钥' : '',
    wanted.oidc?.clientSecret ? '客户端密钥' : '',
    wanted.wechat?.secret ? '公众号 AppSecret' : '',
  ].filter(Boolean);

/** 登录设置 of the console (issue 37 item 2): read, and save from the version read. */
export function ssoAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  serveAdmin(app, adminSignInApi.signIn, async ({ scope }) => (await readStored(db, scope.unit.fid)).settings);

  serveAdmin(app, adminSignInApi.saveSignIn, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { before, after } = await db.transaction(async (tx) => {
      const stored = await readStored(tx, fid, true);
      assertCurrentVersion(body.version, stored.settings);
      await writeSettings(tx, stored, body);
      return { before: stored.settings, after: (await readStored(tx, fid)).settings };
    });
    const { version: _before, ...was } = before;
    const { version: _after, ...now } = after;
    const replaced = replacedSecrets(body);
    await recordAdminWrite(db, request, {
      fid,
      uid: scope.uid,
      username: scope.username,
      action: 'signIn.save',
      target: `登录设置（${scope.unit.name}）`,
      before: was,
      after: replaced.length > 0 ? { ...now, 更换的密钥: replaced } : now,
    });
    return after;
  });
}
