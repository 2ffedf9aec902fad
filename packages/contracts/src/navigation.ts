import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { flag } from './primitives';

/**
 * A menu entry (spec §3). `link` is the entry's target (a portal route for built-in entries, an external
 * URL for custom ones); `path` is the portal route that opens it (/iframe or /outside-chain for custom ones).
 */
export const menuItemSchema = z.object({
  pageNavigationId: z.number().int(),
  name: z.string(),
  link: z.string(),
  path: z.string(),
  icon: z.string(),
  isDefault: flag,
  isLogin: flag,
  isVisitor: flag,
  isFrame: flag,
});
export type MenuItem = z.infer<typeof menuItemSchema>;

/** A quick-navigation shortcut of a signed-in user (spec §3). */
export const quickNavigationSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  icon: z.string(),
});
export type QuickNavigation = z.infer<typeof quickNavigationSchema>;

export const navigationApi = {
  openMenus: defineEndpoint({
    method: 'GET',
    path: '/homepage/topNavigation/list',
    summary: '电脑端开放菜单（顶部导航，getMenuList）',
    data: z.array(menuItemSchema),
  }),
  mobileMenus: defineEndpoint({
    method: 'GET',
    path: '/homepage/mobileNavigation/list',
    summary: '移动端菜单',
    data: z.array(menuItemSchema),
  }),
  quickNavigation: defineEndpoint({
    method: 'GET',
    path: '/homepage/quickNavigation/getQuickNavigation',
    policy: { caller: 'user' },
    summary: '快捷导航（仅登录用户；游客不调用）',
    data: z.array(quickNavigationSchema),
  }),
};
