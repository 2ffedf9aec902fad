import { createHmac } from 'node:crypto';

/** An official account (公众号) registered here: its AppID and AppSecret, as the WeChat platform issues them. */
export interface OfficialAccount {
  appId: string;
  secret: string;
  name: string;
}

/** The demo official account: 星海职业技术学院's in the portal's seed (ADR 042). */
export const officialAccounts: readonly OfficialAccount[] = [
  { appId: 'wx5f3c1e2d4b6a8c90', secret: 'yizhan-wechat-dev-secret', name: '星海职院服务号' },
];

/**
 * The people who "use WeChat" here. They are not the portal's accounts, nor the CAS users: WeChat releases only an
 * openid (and a nickname), and the portal links it to one of its accounts on first use (the bind page).
 */
export interface WechatPerson {
  id: string;
  nickname: string;
}

export const wechatPeople: readonly WechatPerson[] = [
  { id: 'xiaoming', nickname: '小明同学' },
  { id: 'wanglaoshi', nickname: '王老师' },
  { id: 'axing', nickname: '阿星' },
  { id: 'xiaozhou', nickname: '小周' },
];

/** Fixed, so a person keeps their openid across restarts of the dev IdP and the portal's links keep working. */
const salt = 'yizhan-dev-idp-openid';

/**
 * A person's openid under an official account: stable for the pair, different for each account (as WeChat's are),
 * 28 characters like the real ones.
 */
export const openIdOf = (appId: string, personId: string) =>
  `o${createHmac('sha256', salt).update(`${appId}\n${personId}`).digest('base64url').slice(0, 27)}`;
