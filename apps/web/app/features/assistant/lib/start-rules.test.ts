import { describe, expect, it } from 'vitest';
import { ROBOT, type Intelligence } from '@yizhan/contracts';
import { notStartedMessage, planRobot, type RobotPlan, type RobotSite } from './start-rules';

const config = (fields: Partial<NonNullable<Intelligence>> = {}): Intelligence => ({
  type: 2,
  code: 'campus-robot',
  accessToken: 'access-1',
  link: ROBOT.builtinLink,
  ...fields,
});
const top = { framed: false };
const framed = { framed: true };
const builtin: RobotPlan = { start: true, provider: 'builtin' };
const sdk = (src: string, code = 'campus-robot'): RobotPlan => ({
  start: true,
  provider: 'sdk',
  src,
  code,
  accessToken: 'access-1',
});
const skip = (reason: string): RobotPlan => ({ start: false, reason });

// Spec §4 and §5: desktop starts outside frames with type 2, code and accessToken; mobile with link and accessToken.
describe('planRobot', () => {
  it.each<[string, RobotSite, Intelligence, { framed: boolean }, RobotPlan]>([
    // Desktop
    ['desktop, the built-in link', 'desktop', config(), top, builtin],
    ['desktop, no link: the built-in one', 'desktop', config({ link: '' }), top, builtin],
    [
      'desktop, an SDK address',
      'desktop',
      config({ link: 'https://robot.example.com/sdk.js' }),
      top,
      sdk('https://robot.example.com/sdk.js'),
    ],
    ['desktop, an SDK on this site', 'desktop', config({ link: '/robot/sdk.js' }), top, sdk('/robot/sdk.js')],
    [
      'desktop, inside a frame',
      'desktop',
      config(),
      framed,
      skip('页面在框架（iframe）中打开，电脑端只在顶层页面启动智能助手'),
    ],
    ['desktop, type 1', 'desktop', config({ type: 1 }), top, skip('智能助手类型为 1，电脑端只启动类型 2')],
    ['desktop, no code', 'desktop', config({ code: '' }), top, skip('智能助手配置缺少 code')],
    ['desktop, blank accessToken', 'desktop', config({ accessToken: '  ' }), top, skip('智能助手配置缺少 accessToken')],
    [
      'desktop, neither',
      'desktop',
      config({ code: '', accessToken: '' }),
      top,
      skip('智能助手配置缺少 code、accessToken'),
    ],
    ['desktop, no config', 'desktop', null, top, skip('本单位未配置智能助手')],
    [
      'desktop, plain http SDK',
      'desktop',
      config({ link: 'http://robot.example.com/sdk.js' }),
      top,
      skip('智能助手地址「http://robot.example.com/sdk.js」不是 https 地址或本站路径，不予加载'),
    ],
    [
      'desktop, javascript: link',
      'desktop',
      config({ link: 'javascript:alert(1)' }),
      top,
      skip('智能助手地址「javascript:alert(1)」不是 https 地址或本站路径，不予加载'),
    ],
    // Mobile
    ['mobile, the built-in link', 'mobile', config(), top, builtin],
    ['mobile, any type', 'mobile', config({ type: 1 }), top, builtin],
    ['mobile, no code needed', 'mobile', config({ code: '' }), top, builtin],
    ['mobile, inside a frame too', 'mobile', config(), framed, builtin],
    [
      'mobile, an SDK address',
      'mobile',
      config({ link: 'https://robot.example.com/m.js', code: '' }),
      top,
      sdk('https://robot.example.com/m.js', ''),
    ],
    ['mobile, no link', 'mobile', config({ link: '' }), top, skip('智能助手配置缺少 link')],
    ['mobile, no accessToken', 'mobile', config({ accessToken: '' }), top, skip('智能助手配置缺少 accessToken')],
    [
      'mobile, neither',
      'mobile',
      config({ link: ' ', accessToken: '' }),
      top,
      skip('智能助手配置缺少 link、accessToken'),
    ],
    ['mobile, no config', 'mobile', null, top, skip('本单位未配置智能助手')],
    [
      'mobile, a protocol-relative link',
      'mobile',
      config({ link: '//robot.example.com/m.js' }),
      top,
      skip('智能助手地址「//robot.example.com/m.js」不是 https 地址或本站路径，不予加载'),
    ],
  ])('%s', (_name, site, intelligence, page, plan) => {
    expect(planRobot(site, intelligence, page)).toEqual(plan);
  });

  it('says in the console which site did not start it and why', () => {
    expect(notStartedMessage('desktop', '本单位未配置智能助手')).toBe('[智能助手] 电脑端未启动：本单位未配置智能助手');
    expect(notStartedMessage('mobile', '智能助手配置缺少 link')).toBe('[智能助手] 移动端未启动：智能助手配置缺少 link');
  });
});
