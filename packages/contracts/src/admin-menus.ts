import { z } from 'zod';
import { versionField } from './admin';
import { userTypeSchema } from './auth';
import { defineEndpoint } from './envelope';
import { idNumber, userText } from './primitives';

/** The portal's pages a built-in menu entry may open, by terminal (the web app's routes, spec §2). */
export const PORTAL_MENU_ROUTES = {
  pc: [
    { path: '/home', label: '首页' },
    { path: '/service-hall', label: '服务大厅' },
    { path: '/business-system', label: '业务系统' },
    { path: '/news', label: '新闻资讯' },
    { path: '/info-center', label: '信息中心' },
    { path: '/search', label: '搜索' },
    { path: '/three-list', label: '三张清单' },
    { path: '/schedule-center', label: '日程中心' },
    { path: '/task-center', label: '任务中心' },
    { path: '/personal-center', label: '个人中心' },
    { path: '/personal-center/collect', label: '我的收藏' },
    { path: '/personal-center/recently-used', label: '最近使用' },
    { path: '/home/special-services', label: '特色服务' },
  ],
  mobile: [
    { path: '/mobile/home', label: '首页' },
    { path: '/mobile/news', label: '资讯' },
    { path: '/mobile/work', label: '办事' },
    { path: '/mobile/personal-center', label: '我的' },
    { path: '/mobile/notice', label: '通知公告' },
    { path: '/mobile/search', label: '搜索' },
    { path: '/mobile/search/ai-search', label: '智能搜索' },
    { path: '/mobile/three-list', label: '三张清单' },
    { path: '/mobile/task-center', label: '任务中心' },
    { path: '/mobile/my-schedule/schedule', label: '我的日程' },
  ],
} as const;

/** The mobile pages the bottom TabBar can hold (spec §2); every other mobile entry is a tile of the home grid. */
export const MOBILE_TAB_ROUTES: readonly string[] = PORTAL_MENU_ROUTES.mobile.slice(0, 4).map((route) => route.path);

export const menuTerminalSchema = z.enum(['pc', 'mobile'], { error: '请选择桌面端或移动端' });
export type MenuTerminal = z.infer<typeof menuTerminalSchema>;

/** What an entry opens: a page of the portal, an outside page in the portal's frame or on its own, a business system. */
export const menuKindSchema = z.enum(['route', 'iframe', 'outside', 'system'], { error: '请选择链接类型' });
export type MenuKind = z.infer<typeof menuKindSchema>;

export const MENU_KIND_NAMES: Readonly<Record<MenuKind, string>> = {
  route: '门户页面',
  iframe: '内嵌页面',
  outside: '外部链接',
  system: '业务系统',
};

/** A signed-in person's kinds (the guest is who `guests` covers). */
export const menuUserTypeSchema = userTypeSchema.exclude(['GUEST'], { error: '用户类型不在可选范围内' });

const OUTSIDE_ADDRESS = '外部链接须是以 http:// 或 https:// 开头的完整地址';

/** Whether text is a whole http(s) address. */
export const isWebAddress = (value: string) => {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return Boolean(new URL(value).host);
  } catch {
    return false;
  }
};

const menuFields = {
  terminal: menuTerminalSchema,
  name: userText(16, '名称不能超过 16 个字').min(1, '名称不能为空'),
  kind: menuKindSchema,
  /** A portal route (kind route), an outside address (iframe, outside); ignored for a business system. */
  link: userText(500, '链接不能超过 500 个字符'),
  systemId: idNumber.nullable(),
  icon: z
    .string()
    .trim()
    .max(40, '图标名称不能超过 40 个字符')
    .regex(/^[\w-]*$/, '图标名称只能包含字母、数字和连字符'),
  /** 访客可见: guests see the entry. */
  guests: z.boolean(),
  /** 需要登录: a guest who opens it is asked to sign in first. */
  needsLogin: z.boolean(),
  /** The kinds of signed-in user who see it; none chosen means every signed-in user. */
  userTypes: z.array(menuUserTypeSchema).max(5, '用户类型过多'),
  hidden: z.boolean(),
};

/** One menu entry as the console edits it. */
export const adminMenuSchema = z.object({
  pageNavigationId: z.number().int(),
  ...menuFields,
  link: z.string(),
  /** The business system's name (kind system), for the list. */
  systemName: z.string(),
  version: z.string(),
});
export type AdminMenu = z.infer<typeof adminMenuSchema>;

/** A menu entry to save: a new one without `pageNavigationId`, an existing one with the version it was read at. */
export const menuSaveSchema = z
  .object({ pageNavigationId: idNumber.optional(), ...menuFields, version: versionField })
  .superRefine((menu, context) => {
    const fail = (message: string, path: string) => context.addIssue({ code: 'custom', message, path: [path] });
    if (menu.kind === 'route' && !PORTAL_MENU_ROUTES[menu.terminal].some((route) => route.path === menu.link)) {
      fail('所选页面不是门户的页面，请从列表中选择', 'link');
    }
    if ((menu.kind === 'iframe' || menu.kind === 'outside') && !isWebAddress(menu.link)) fail(OUTSIDE_ADDRESS, 'link');
    if (menu.kind === 'system' && menu.systemId === null) fail('请选择业务系统', 'systemId');
  });
export type MenuSave = z.infer<typeof menuSaveSchema>;

const menuList = z.object({
  list: z.array(adminMenuSchema),
  /** The version of the terminal's order: a reorder names it. */
  order: z.string(),
  /** The unit's business systems an entry may open. */
  systems: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminMenuList = z.infer<typeof menuList>;

const policy = { caller: 'admin', permission: 'menus' } as const;

export const adminMenusApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/menus',
    summary: '管理后台：一个终端的全部菜单项（含隐藏的），按显示顺序',
    query: z.object({ terminal: menuTerminalSchema }),
    data: menuList,
    policy,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/menus/save',
    summary: '管理后台：新增或修改菜单项（含隐藏、显示）',
    body: menuSaveSchema,
    data: adminMenuSchema,
    policy,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/menus/delete',
    summary: '管理后台：删除菜单项',
    body: z.object({ pageNavigationId: idNumber, version: versionField }),
    data: z.object({ removed: z.boolean() }),
    policy,
  }),
  reorder: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/menus/order',
    summary: '管理后台：调整菜单项顺序（一组菜单项按给出的先后排列）',
    body: z.object({
      terminal: menuTerminalSchema,
      ids: z.array(idNumber).min(1, '顺序不能为空').max(100, '菜单项过多'),
      order: versionField,
    }),
    data: menuList,
    policy,
  }),
};
