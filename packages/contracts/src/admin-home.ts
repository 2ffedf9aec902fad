import { z } from 'zod';
import { versionField } from './admin';
import { isWebAddress } from './admin-menus';
import { defineEndpoint } from './envelope';
import { idNumber, intParam, userText } from './primitives';
import { bannerSchema, homeModuleSchema } from './site-config';
import { carSchema, homePageStatusSchema, specialSchema, toolSchema } from './home';
import { quickNavigationSchema } from './navigation';

/**
 * 首页内容 of the console (issue 37 item 4, ADR 081): one draft per unit of the whole home content — banners, the
 * four short lists, and each template's modules — previewed through a short-lived link and published at once.
 */

/** The banner pictures' addresses and upload (a multipart POST, outside the JSON contracts). */
export const BANNER_PICTURE_PATH_PREFIX = '/pedestal/home/banner-pictures/';
export const BANNER_PICTURE_UPLOAD_PATH = '/pedestal/admin/home/banner-picture';
export const BANNER_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
/** The desktop picture is at most this wide; the phone's is cut to exactly 750×400 (cover, centred). */
export const BANNER_DESKTOP_MAX_WIDTH = 1920;
export const BANNER_MOBILE_SIZE = { width: 750, height: 400 } as const;
/** The headline's safe margin of the phone picture, in its pixels: text outside it may be cut on narrow phones. */
export const BANNER_MOBILE_SAFE_MARGIN = { x: 60, y: 40 } as const;

/** The templates whose module layout the console edits; 5 is the phone's home (it falls back to the unit's). */
export const MOBILE_HOME_TEMPLATE = 5;
export const HOME_LAYOUT_TEMPLATES = [
  { value: 1, label: '默认模板' },
  { value: 2, label: '模板二（pctpl2）' },
  { value: 4, label: '模板四（pctpl4）' },
  { value: MOBILE_HOME_TEMPLATE, label: '手机端首页' },
] as const;

/** How long a preview link opens the draft. */
export const HOME_PREVIEW_MINUTES = 30;

const LINK_RULE = '链接应为门户内以 / 开头的页面地址，或以 http:// 或 https:// 开头的完整网址';

/** Whether text is where a home entry may lead: a path of the portal (not `//host`) or a whole web address. */
export const isHomeLink = (value: string) =>
  (value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')) || isWebAddress(value);

const linkField = userText(500, '链接不能超过 500 个字符').refine(
  (value) => value === '' || isHomeLink(value),
  LINK_RULE,
);
const pictureField = userText(500, '图片地址不能超过 500 个字符').refine(
  (value) => value === '' || isHomeLink(value),
  '图片地址无效，请重新上传',
);
/** An entry's icon: the name of one of the portal's icons (calendar, star …) or a picture's address. */
const iconField = userText(500, '图标不能超过 500 个字符').refine(
  (value) => value === '' || /^[\w-]{1,40}$/.test(value) || isHomeLink(value),
  '图标应为图标名称（字母、数字、连字符）或图片地址',
);
/** A draft entry's key: stable while it is edited, whatever ids publishing gives the live rows. */
const keyField = z.string().regex(/^[\w-]{1,40}$/, '条目标识无效');

export const homeBannerDraftSchema = z.object({
  key: keyField,
  title: userText(60, '标题不能超过 60 个字').min(1, '请填写轮播图标题'),
  image: pictureField.refine((value) => value !== '', '请上传电脑端图片'),
  mobileImage: pictureField,
  link: linkField,
  enabled: z.boolean(),
});
export type HomeBannerDraft = z.infer<typeof homeBannerDraftSchema>;

/**
 * One entry of the four short lists (常用工具, 快捷导航, 主题服务, 专题), in one shape so that one editor serves them:
 * `subtitle` is a card's subtitle or a special's summary, `picture` an icon, picture or cover; a special keeps the id
 * of its live row (its services stay attached) and has no link.
 */
export const homeEntryDraftSchema = z.object({
  key: keyField,
  name: userText(40, '名称不能超过 40 个字').min(1, '请填写名称'),
  subtitle: userText(120, '说明不能超过 120 个字'),
  picture: iconField,
  link: linkField,
  enabled: z.boolean(),
  liveId: idNumber.nullable(),
});
export type HomeEntryDraft = z.infer<typeof homeEntryDraftSchema>;

export const HOME_LISTS = ['tools', 'quickNavigations', 'cars', 'specials'] as const;
export type HomeListName = (typeof HOME_LISTS)[number];
export const HOME_LIST_NAMES: Record<HomeListName, string> = {
  tools: '常用工具',
  quickNavigations: '快捷导航',
  cars: '主题服务',
  specials: '专题',
};

const moduleRow = z.object({
  sign: z.string().regex(/^\w{1,40}$/, '模块标识无效'),
  name: userText(20, '模块名称不能超过 20 个字'),
  enabled: z.boolean(),
});
export const homeLayoutModuleSchema = moduleRow.extend({ children: z.array(moduleRow).max(10, '子模块过多') });
export type HomeLayoutModule = z.infer<typeof homeLayoutModuleSchema>;

export const homeLayoutSchema = z.object({
  template: z.union(
    HOME_LAYOUT_TEMPLATES.map((template) => z.literal(template.value)),
    { error: '模板无效' },
  ),
  modules: z.array(homeLayoutModuleSchema).max(20, '模块过多'),
});
export type HomeLayout = z.infer<typeof homeLayoutSchema>;

const entries = (list: HomeListName) =>
  z
    .array(homeEntryDraftSchema)
    .max(50, `${HOME_LIST_NAMES[list]}最多 50 项`)
    .superRefine((items, context) => {
      items.forEach((item, index) => {
        if (list !== 'specials' && item.link === '') {
          context.addIssue({ code: 'custom', path: [index, 'link'], message: `${HOME_LIST_NAMES[list]}须填写链接` });
        }
      });
    });

/** The whole home content of a unit as the console edits it (the draft) and publishing writes it. */
export const homeContentSchema = z.object({
  banners: z.array(homeBannerDraftSchema).max(20, '轮播图最多 20 张'),
  tools: entries('tools'),
  quickNavigations: entries('quickNavigations'),
  cars: entries('cars'),
  specials: entries('specials'),
  layouts: z.array(homeLayoutSchema).max(HOME_LAYOUT_TEMPLATES.length, '模板过多'),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

export const homeDraftSchema = z.object({
  content: homeContentSchema,
  version: z.string(),
  /** Whether the draft holds changes not yet published. */
  unpublished: z.boolean(),
  /** When it was last published (Beijing minute), or null. */
  publishedAt: z.string().nullable(),
});
export type HomeDraft = z.infer<typeof homeDraftSchema>;

/** What the home page shows of a draft in a preview: the same shapes as the live calls answer. */
export const homePreviewSchema = z.object({
  layout: z.array(homeModuleSchema),
  status: z.array(homePageStatusSchema),
  banner: z.array(bannerSchema),
  tool: z.array(toolSchema),
  car: z.array(carSchema),
  special: z.array(specialSchema),
  quickNavigation: z.array(quickNavigationSchema),
});
export type HomePreview = z.infer<typeof homePreviewSchema>;

const policy = { caller: 'admin', permission: 'home', rateLimit: 'write' } as const;

export const adminHomeApi = {
  draft: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/home/draft',
    summary: '管理后台：首页内容草稿（无草稿时为线上内容）',
    data: homeDraftSchema,
    policy: { caller: 'admin', permission: 'home' },
  }),
  saveDraft: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/home/draft',
    summary: '管理后台：保存首页内容草稿（基于读取时的版本）',
    body: z.object({ content: homeContentSchema, version: versionField }),
    data: homeDraftSchema,
    policy,
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/home/preview',
    summary: `管理后台：生成首页草稿的预览链接（${HOME_PREVIEW_MINUTES} 分钟内有效）`,
    data: z.object({ token: z.string(), expiresAt: z.string() }),
    policy,
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/home/publish',
    summary: '管理后台：发布首页内容草稿（基于读取时的版本）',
    body: z.object({ version: versionField }),
    data: homeDraftSchema,
    policy,
  }),
};

/** The home page's read of a draft through a preview link (the token is the link's; never shared or cached). */
export const homePreviewApi = {
  preview: defineEndpoint({
    method: 'GET',
    path: '/pedestal/home/preview',
    summary: '首页草稿预览（预览链接）',
    query: z.object({
      previewToken: z.string().regex(/^[\w-]{20,64}$/, '预览链接无效'),
      template: intParam(1, MOBILE_HOME_TEMPLATE).optional(),
    }),
    data: homePreviewSchema,
  }),
};
