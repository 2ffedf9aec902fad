import type { menus } from '../schema';
import { demoSiteLink } from './demo-idp';

type MenuSeed = Omit<typeof menus.$inferInsert, 'fid' | 'terminal' | 'sort'>;

const builtIn = (name: string, link: string, icon: string, access: 'public' | 'user' = 'public'): MenuSeed => ({
  name,
  link,
  icon,
  isDefault: 1,
  isLogin: access === 'user' ? 1 : 0,
  isVisitor: access === 'user' ? 0 : 1,
  isFrame: 0,
});

const custom = (name: string, link: string, icon: string, opens: 'frame' | 'tab'): MenuSeed => ({
  name,
  link,
  icon,
  isDefault: 0,
  isLogin: 0,
  isVisitor: 1,
  isFrame: opens === 'frame' ? 1 : 0,
});

/** Desktop open menu of a university. */
export const campusPcMenus: MenuSeed[] = [
  builtIn('首页', '/home', 'home'),
  builtIn('服务大厅', '/service-hall', 'appstore'),
  builtIn('业务系统', '/business-system', 'cluster'),
  builtIn('新闻资讯', '/news', 'read'),
  builtIn('信息中心', '/info-center', 'notification'),
  builtIn('日程中心', '/schedule-center', 'calendar', 'user'),
  builtIn('任务中心', '/task-center', 'carry-out', 'user'),
  builtIn('个人中心', '/personal-center', 'user', 'user'),
  // The unit's own websites: the dev IdP's demo websites stand in for them (the map in a frame, ADR 042).
  custom('校园地图', demoSiteLink('https://map.demo-university.edu.cn/', '校园地图'), 'environment', 'frame'),
  custom('图书馆', demoSiteLink('https://lib.demo-university.edu.cn/', '图书馆'), 'book', 'tab'),
];

/** Mobile menu of a university. */
export const campusMobileMenus: MenuSeed[] = [
  builtIn('首页', '/mobile/home', 'home'),
  builtIn('资讯', '/mobile/news', 'read'),
  builtIn('办事', '/mobile/work', 'appstore'),
  builtIn('我的', '/mobile/personal-center', 'user', 'user'),
  builtIn('通知公告', '/mobile/notice', 'notification'),
  builtIn('搜索', '/mobile/search', 'search'),
  builtIn('任务中心', '/mobile/task-center', 'carry-out', 'user'),
  builtIn('我的日程', '/mobile/my-schedule/schedule', 'calendar', 'user'),
];

/** Desktop open menu of a government service centre. */
export const govPcMenus: MenuSeed[] = [
  builtIn('首页', '/home', 'home'),
  builtIn('办事服务', '/service-hall', 'appstore'),
  builtIn('部门系统', '/business-system', 'cluster'),
  builtIn('政务公开', '/news', 'read'),
  builtIn('通知公告', '/info-center', 'notification'),
  builtIn('个人中心', '/personal-center', 'user', 'user'),
  custom('国家政务服务平台', 'https://gjzwfw.www.gov.cn/', 'global', 'tab'),
];

export const govMobileMenus: MenuSeed[] = [
  builtIn('首页', '/mobile/home', 'home'),
  builtIn('政务公开', '/mobile/news', 'read'),
  builtIn('办事', '/mobile/work', 'appstore'),
  builtIn('我的', '/mobile/personal-center', 'user', 'user'),
  builtIn('搜索', '/mobile/search', 'search'),
];

/** A vocational college whose mobile site offers only 办事 and 我的. */
export const workOnlyMobileMenus: MenuSeed[] = [
  builtIn('办事', '/mobile/work', 'appstore'),
  builtIn('我的', '/mobile/personal-center', 'user', 'user'),
];
