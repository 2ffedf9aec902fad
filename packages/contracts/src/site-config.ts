import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { flag, hexColor, intParam } from './primitives';

/** Unit (host) configuration, spec §3 "Unit config". */
export const unitConfigSchema = z.object({
  fid: z.number().int(),
  unitName: z.string(),
  logo: z.string(),
  template: z.number().int().min(1).max(4),
  specialStyle: flag,
  /** 默认开启长辈版: the care mode for visitors who have not chosen (ADR 084). */
  careByDefault: z.boolean(),
  bottomMediaStyle: z.number().int(),
  /** Per-unit behaviour (spec §2, §4): the mobile TabBar offers only 办事 and 我的. */
  mobileTabsWorkAndMineOnly: z.boolean(),
  /** Origins an /iframe menu entry may embed (R4); other entries open as external links. */
  frameOrigins: z.array(z.string()),
  /** The mobile bridge script (JS-SDK) loaded at mobile widths (spec §4): an https address or a path; '' for none. */
  bridgeScriptUrl: z.string(),
});
export type UnitConfig = z.infer<typeof unitConfigSchema>;

/** Header, menu, footer and filing-strip colours and texts, spec §3 "Global config". */
export const globalConfigSchema = z.object({
  topBackground: hexColor,
  topSelected: hexColor,
  topDefault: hexColor,
  bottomNavColor: hexColor,
  bottomFontColor: hexColor,
  bottomFilingColor: hexColor,
  bottomFilingFont: hexColor,
  filingText: z.string(),
  copyright: z.string(),
  address: z.string(),
});
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

/** Theme entry: type 1 is the theme colour, type 2 the site icon and title. */
export const themeEntrySchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal(1), color: hexColor }),
  z.object({ type: z.literal(2), labelName: z.string(), labelLogo: z.string() }),
]);
export type ThemeEntry = z.infer<typeof themeEntrySchema>;

export const bottomLinkSchema = z.object({ id: z.number().int(), name: z.string(), url: z.string() });
export type BottomLink = z.infer<typeof bottomLinkSchema>;

/** Footer media: an official-account QR code or a social link. */
export const mediaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  url: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The desktop picture (1400×360). */
  image: z.string(),
  /** The phone's picture (750×400, headline inside the safe area); '' when the banner has none: the phone crops `image`. */
  mobileImage: z.string(),
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

/** Intelligent assistant (robot) config; null when the unit has none. */
export const intelligenceSchema = z
  .object({
    type: z.number().int(),
    code: z.string(),
    accessToken: z.string(),
    link: z.string(),
  })
  .nullable();
export type Intelligence = z.infer<typeof intelligenceSchema>;

/** A home-page module of a template, with its sub-modules. */
export const homeModuleSchema = z.object({
  sign: z.string(),
  name: z.string(),
  children: z.array(z.object({ sign: z.string(), name: z.string() })),
});
export type HomeModule = z.infer<typeof homeModuleSchema>;

/** How a content (news) category is shown: 1 list, 2 picture and text, 3 cards. */
export const contentShowTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  showType: z.number().int().min(1).max(3),
});

export const loginBackgroundSchema = z.object({
  backgroundUrl: z.string(),
  title: z.string(),
  subTitle: z.string(),
});

export const specialStyleSchema = z.object({ specialStyle: flag });

/** Without a template the unit's own template applies. */
const templateQuery = z.object({ template: intParam(1, 5).optional() });
/** Without a style the unit's own bottomMediaStyle applies, so start-up needs no second round trip. */
const styleQuery = z.object({ style: intParam(0, 9).optional() });
/** 1 desktop, 2 mobile. */
const specialStyleQuery = z.object({ type: intParam(1, 2).default(1) });

export const siteConfigApi = {
  unitConfig: defineEndpoint({
    method: 'GET',
    path: '/pedestal/unitConfig/getConfig',
    summary: '站点（单位）配置：模板、特殊样式、底部媒体样式、移动端桥接脚本',
    data: unitConfigSchema,
  }),
  specialStyle: defineEndpoint({
    method: 'GET',
    path: '/pedestal/unitConfig/switchSpecialStyle',
    summary: '是否启用特殊样式（如哀悼日灰色）；type 1 电脑端，2 移动端',
    query: specialStyleQuery,
    data: specialStyleSchema,
  }),
  loginBackground: defineEndpoint({
    method: 'GET',
    path: '/pedestal/auth/getLoginBackground',
    summary: '登录页背景',
    data: loginBackgroundSchema,
  }),
  globalConfig: defineEndpoint({
    method: 'GET',
    path: '/homepage/globalConfig',
    summary: '全局配置（顶部、菜单、底部、备案栏颜色），列表第一项生效',
    data: z.array(globalConfigSchema),
  }),
  bottomLinks: defineEndpoint({
    method: 'GET',
    path: '/homepage/bottomLink/list',
    summary: '底部友情链接',
    data: z.array(bottomLinkSchema),
  }),
  media: defineEndpoint({
    method: 'GET',
    path: '/homepage/globalConfig/getBottomMedia',
    summary: '底部媒体（公众号二维码等），按样式',
    query: styleQuery,
    data: z.array(mediaSchema),
  }),
  themes: defineEndpoint({
    method: 'GET',
    path: '/homepage/theme/list',
    summary: '主题：type 1 主题色，type 2 网站图标与标题',
    data: z.array(themeEntrySchema),
  }),
  banners: defineEndpoint({
    method: 'GET',
    path: '/homepage/banner/list',
    summary: '首页轮播图',
    data: z.array(bannerSchema),
  }),
  intelligence: defineEndpoint({
    method: 'GET',
    path: '/homepage/intelligence',
    summary: '智能助手（机器人）配置',
    data: intelligenceSchema,
  }),
  homeModules: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeConfig/list',
    summary: '首页模块布局（按模板）',
    query: templateQuery,
    data: z.array(homeModuleSchema),
  }),
  contentShowTypes: defineEndpoint({
    method: 'GET',
    path: '/homepage/content/showType',
    summary: '资讯栏目的展示方式',
    data: z.array(contentShowTypeSchema),
  }),
};
