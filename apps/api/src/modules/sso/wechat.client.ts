import type { WechatSettings } from '../units';
import { BackChannelError, fetchJson } from './back-channel';

/** An openid as WeChat issues them (28 characters of letters, digits, `-` and `_`), with room to spare. */
const OPEN_ID = /^[A-Za-z0-9_-]{1,128}$/;

export class WechatError extends Error {
  override name = 'WechatError';
  constructor(
    /** `rejected`: WeChat said no (an unknown, used or expired code); `unavailable`: it could not be asked. */
    readonly kind: 'rejected' | 'unavailable',
    readonly reason: string,
  ) {
    super(reason);
  }
}

const api = (settings: WechatSettings, path: string, query: Record<string, string>) =>
  `${settings.apiOrigin.replace(/\/+$/, '')}${path}?${new URLSearchParams(query)}`;

async function call(url: string) {
  try {
    return (await fetchJson(url)).body;
  } catch (error) {
    if (error instanceof BackChannelError) throw new WechatError('unavailable', `wechat-${error.fault}`);
    throw error;
  }
}

/** What a code's exchange tells: who the person is at this official account, and what they allowed. */
export interface WechatIdentity {
  openId: string;
  accessToken: string;
  scope: string;
}

/**
 * Exchanges a web-authorisation code for the person's openid (server to server, with the AppSecret, which never
 * leaves the server: A6). WeChat answers `{ errcode, errmsg }` for a code that is unknown, used (40163) or expired.
 */
export async function exchangeCode(settings: WechatSettings, code: string): Promise<WechatIdentity> {
  const body = await call(
    api(settings, '/sns/oauth2/access_token', {
      appid: settings.appId,
      secret: settings.secret,
      code,
      grant_type: 'authorization_code',
    }),
  );
  if (body.errcode !== undefined && body.errcode !== 0) {
    throw new WechatError('rejected', `wechat-${String(body.errcode).slice(0, 16)}`);
  }
  const { openid, access_token: accessToken, scope } = body;
  if (typeof openid !== 'string' || !OPEN_ID.test(openid) || typeof accessToken !== 'string') {
    throw new WechatError('unavailable', 'wechat-malformed');
  }
  return { openId: openid, accessToken, scope: typeof scope === 'string' ? scope : '' };
}

/** The person's nickname (snsapi_userinfo only); '' when WeChat gives none — it is shown, never trusted. */
export async function nicknameOf(settings: WechatSettings, accessToken: string, openId: string): Promise<string> {
  try {
    const body = await call(
      api(settings, '/sns/userinfo', { access_token: accessToken, openid: openId, lang: 'zh_CN' }),
    );
    return typeof body.nickname === 'string' && body.openid === openId ? body.nickname : '';
  } catch (error) {
    if (error instanceof WechatError) return '';
    throw error;
  }
}
