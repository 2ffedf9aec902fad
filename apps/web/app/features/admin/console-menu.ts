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
  { path: '/admin/news', label: '新闻管理', permission: 'content' },
  { path: '/admin/notices', label: '通知公告', permission: 'publish' },
  { path: '/admin/users', label: '用户与角色', permission: 'users' },
  { path: '/admin/audit', label: '审计日志', permission: 'audit' },
];

/** The parts a caller with these permissions sees. */
export const partsFor = (permissions: readonly AdminPermission[]) =>
  CONSOLE_PARTS.filter((part) => permissions.includes(part.permission));

/** The part a path belongs to (the deepest match), for the menu's selection and the breadcrumb. */
export const partOf = (pathname: string): ConsolePart | undefined =>
  [...CONSOLE_PARTS]
    .reverse()
    .find((part) => pathname === part.path || (part.path !== '/admin' && pathname.startsWith(`${part.path}/`)));
