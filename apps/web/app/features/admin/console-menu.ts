import type { AdminPermission } from '@yizhan/contracts';

/** One part of the console: where it lives, its name and what it needs. */
export interface ConsolePart {
  path: string;
  label: string;
  permission: AdminPermission;
}

/** The console's parts in menu order; a part shows only to those holding its permission (ADR 069). */
export const CONSOLE_PARTS: readonly ConsolePart[] = [
  { path: '/admin', label: '概览', permission: 'console' },
  { path: '/admin/site', label: '站点设置', permission: 'site' },
  { path: '/admin/sign-in', label: '登录设置', permission: 'site' },
  { path: '/admin/home', label: '首页内容', permission: 'home' },
  { path: '/admin/services', label: '服务事项', permission: 'services' },
  { path: '/admin/catalogue', label: '服务目录', permission: 'services' },
  { path: '/admin/bundles', label: '一件事', permission: 'services' },
  { path: '/admin/ratings', label: '好差评', permission: 'services' },
  { path: '/admin/appointments', label: '预约管理', permission: 'services' },
  { path: '/admin/menus', label: '菜单', permission: 'menus' },
  { path: '/admin/systems', label: '业务系统', permission: 'systems' },
  { path: '/admin/three-lists', label: '三张清单', permission: 'searchWords' },
  { path: '/admin/search-words', label: '搜索词', permission: 'searchWords' },
  { path: '/admin/news', label: '新闻管理', permission: 'content' },
  { path: '/admin/notices', label: '通知公告', permission: 'publish' },
  { path: '/admin/users', label: '用户与角色', permission: 'users' },
  { path: '/admin/keys', label: '接入密钥', permission: 'keys' },
  { path: '/admin/stats', label: '统计', permission: 'stats' },
  { path: '/admin/audit', label: '审计日志', permission: 'audit' },
  { path: '/admin/calendar', label: '工作日历', permission: 'units' },
  { path: '/admin/second-step', label: '两步验证', permission: 'console' },
];

/** The parts a caller with these permissions sees. */
export const partsFor = (permissions: readonly AdminPermission[]) =>
  CONSOLE_PARTS.filter((part) => permissions.includes(part.permission));

/** The part a path belongs to (the deepest match), for the menu's selection and the breadcrumb. */
export const partOf = (pathname: string): ConsolePart | undefined =>
  [...CONSOLE_PARTS]
    .reverse()
    .find((part) => pathname === part.path || (part.path !== '/admin' && pathname.startsWith(`${part.path}/`)));
