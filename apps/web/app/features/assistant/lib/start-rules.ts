import { ROBOT, usableScriptUrl, type Intelligence } from '@yizhan/contracts';

/** The site a layout shows; each starts its own robot (spec §4: re-created on every layout switch). */
export type RobotSite = 'desktop' | 'mobile';

/** A third-party robot: its SDK script and what the config gives it (ADR 027). */
export interface SdkRobot {
  src: string;
  code: string;
  accessToken: string;
}

/** Whether and how the robot starts; when it does not, why (said in the console). */
export type RobotPlan =
  | { start: true; provider: 'builtin' }
  | ({ start: true; provider: 'sdk' } & SdkRobot)
  | { start: false; reason: string };

/** The fields each site needs (spec §4, §5). */
const REQUIRED: Record<RobotSite, readonly ('code' | 'accessToken' | 'link')[]> = {
  desktop: ['code', 'accessToken'],
  mobile: ['link', 'accessToken'],
};

const skip = (reason: string): RobotPlan => ({ start: false, reason });

/**
 * The start rules of spec §4 and §5. Desktop: only in a top-level page (not inside a frame), only type 2, with
 * code and accessToken. Mobile: with link and accessToken. Then the provider, by `link` (ADR 027): empty (desktop
 * only) or the portal's own answering endpoint is the built-in assistant; an https address or a path on this site
 * is a third-party SDK loaded from there; anything else loads nothing.
 */
export function planRobot(site: RobotSite, config: Intelligence, page: { framed: boolean }): RobotPlan {
  if (!config) return skip('本单位未配置智能助手');
  if (site === 'desktop' && page.framed) return skip('页面在框架（iframe）中打开，电脑端只在顶层页面启动智能助手');
  if (site === 'desktop' && config.type !== ROBOT.desktopType) {
    return skip(`智能助手类型为 ${config.type}，电脑端只启动类型 ${ROBOT.desktopType}`);
  }
  const missing = REQUIRED[site].filter((field) => !config[field].trim());
  if (missing.length > 0) return skip(`智能助手配置缺少 ${missing.join('、')}`);

  const link = config.link.trim();
  if (link === '' || link === ROBOT.builtinLink) return { start: true, provider: 'builtin' };
  const src = usableScriptUrl(link);
  if (!src) return skip(`智能助手地址「${link}」不是 https 地址或本站路径，不予加载`);
  return { start: true, provider: 'sdk', src, code: config.code.trim(), accessToken: config.accessToken.trim() };
}

/** What the console says when the robot does not start. */
export const notStartedMessage = (site: RobotSite, reason: string) =>
  `[智能助手] ${site === 'desktop' ? '电脑端' : '移动端'}未启动：${reason}`;
