import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { VISIT_CHANNEL } from './constants';
import { intParam } from './primitives';
import { appSchema, audienceSchema } from './service-hall';

/** A common tool on the home page (常用工具): a shortcut with an icon. */
export const toolSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string(), link: z.string() });
export type Tool = z.infer<typeof toolSchema>;

/** A theme card of the card row (主题服务, the spec's "car" list): picture, title and where it leads. */
export const carSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
});
export type Car = z.infer<typeof carSchema>;

/** A content (news or notice) item as the home page lists it. */
export const contentItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  /** `YYYY-MM-DD`. */
  publishedAt: z.string(),
  link: z.string(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** A content category with its latest items, shown as its showType says (1 list, 2 picture and text, 3 cards). */
export const contentBlockSchema = z.object({
  categoryId: z.number().int(),
  /** The unit's news category of the same name, whose articles the block lists (its 更多 page); null if none. */
  newsCategoryId: z.number().int().nullable(),
  name: z.string(),
  showType: z.number().int().min(1).max(3),
  items: z.array(contentItemSchema),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** A special (专题): a themed bundle of services, such as 新生入学 or 毕业离校. */
export const specialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  summary: z.string(),
  cover: z.string(),
  appCount: z.number().int(),
});
export type Special = z.infer<typeof specialSchema>;

export const specialDetailSchema = specialSchema.extend({
  description: z.string(),
  apps: z.array(appSchema),
});
export type SpecialDetail = z.infer<typeof specialDetailSchema>;

/** Figures of the statistics module. */
export const homeStatisticSchema = z.object({
  serviceCount: z.number().int(),
  businessSystemCount: z.number().int(),
  departmentCount: z.number().int(),
  /** Service clicks so far, and today (Asia/Shanghai). */
  clickCount: z.number().int(),
  todayClickCount: z.number().int(),
  /** Visits (page loads of the portal) so far, today (Asia/Shanghai), and so far per channel of spec §4. */
  visitCount: z.number().int(),
  todayVisitCount: z.number().int(),
  /** Channel '1': the desktop site. */
  desktopVisitCount: z.number().int(),
  /** Channel '2': the mobile site in a phone's own browser. */
  mobileBrowserVisitCount: z.number().int(),
  /** Channel '3': the mobile site inside an app (WeChat, WeCom, 学习通, DingTalk …). */
  inAppVisitCount: z.number().int(),
});
export type HomeStatistic = z.infer<typeof homeStatisticSchema>;

export const searchStatisticSchema = z.object({ keyword: z.string(), count: z.number().int() });

/** An enabled home module of the PC status list (getHomePageStatus): its sign and its enabled children's signs. */
export const homePageStatusSchema = z.object({
  sign: z.string(),
  children: z.array(z.object({ sign: z.string() })),
});
export type HomePageStatus = z.infer<typeof homePageStatusSchema>;

/** A recommendation group (推荐位) with its services. */
export const recommendationSchema = z.object({ id: z.number().int(), name: z.string(), apps: z.array(appSchema) });

const idQuery = z.object({ id: intParam(1, 2_147_483_647) });

/**
 * The channel of a visit (spec §4), exactly as the spec gives it: '1', '2' or '3'. A missing value gets the common
 * 「终端类型不能为空」.
 */
export const visitChannelSchema = z.enum(
  [VISIT_CHANNEL.desktop, VISIT_CHANNEL.mobileBrowser, VISIT_CHANNEL.mobileMessenger],
  {
    error: (issue) =>
      issue.input === undefined ? undefined : '终端类型只能是 1（电脑端）、2（手机浏览器）或 3（手机应用内）',
  },
);

export const homeApi = {
  pageStatus: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeConfig/getHomePageStatus',
    summary: '电脑端首页模块开关（getHomePageStatus：启用的模块及其子模块，按顺序）',
    query: z.object({ template: intParam(1, 5).optional() }),
    data: z.array(homePageStatusSchema),
  }),
  tools: defineEndpoint({ method: 'GET', path: '/homepage/tool/list', summary: '常用工具', data: z.array(toolSchema) }),
  cars: defineEndpoint({ method: 'GET', path: '/homepage/car/list', summary: '主题卡片', data: z.array(carSchema) }),
  content: defineEndpoint({
    method: 'GET',
    path: '/homepage/content',
    summary: '首页资讯：各栏目最新内容及展示方式',
    query: z.object({ size: intParam(1, 20).optional() }),
    data: z.array(contentBlockSchema),
  }),
  specials: defineEndpoint({
    method: 'GET',
    path: '/homepage/special/list',
    summary: '专题服务列表',
    data: z.array(specialSchema),
  }),
  special: defineEndpoint({
    method: 'GET',
    path: '/homepage/special',
    summary: '专题详情及其服务',
    query: idQuery,
    data: specialDetailSchema,
  }),
  homeStatistic: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeStatistic/getHomeStatistic',
    summary: '服务统计',
    data: homeStatisticSchema,
  }),
  searchStatistic: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeStatistic/getSearchStatistic',
    summary: '搜索热词',
    data: z.array(searchStatisticSchema),
  }),
  visit: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeStatistic/addFontVisit',
    policy: { rateLimit: 'write' },
    summary: '访问统计上报：每次打开门户记一次（terminalType：1 电脑端，2 手机浏览器，3 手机应用内）；他站发起的不计',
    query: z.object({ terminalType: visitChannelSchema }),
    /** False when the call came from another site (Sec-Fetch-Site): answered, but not counted. */
    data: z.object({ recorded: z.boolean() }),
  }),
  recommendation: defineEndpoint({
    method: 'GET',
    path: '/homepage/recommend',
    summary: '推荐位及其服务',
    query: idQuery,
    data: recommendationSchema,
  }),
  recommendByType: defineEndpoint({
    method: 'GET',
    path: '/homepage/recommend/recommendByType',
    summary: '按类型推荐：hot 热门、new 最新、recommended 推荐；可按服务对象筛选',
    query: z.object({
      type: z.enum(['hot', 'new', 'recommended']),
      audience: audienceSchema.optional(),
      size: intParam(1, 20).optional(),
    }),
    data: z.array(appSchema),
  }),
};

/** The headings a home module or sub-module shows under when its layout entry has no name (both sites, the console). */
export const HOME_MODULE_NAMES: Readonly<Record<string, string>> = {
  banner: '轮播图',
  quickNavigation: '快捷导航',
  tool: '常用工具',
  car: '主题服务',
  service: '服务推荐',
  hotApp: '热门服务',
  recommendApp: '推荐服务',
  personal: '个人办事',
  legal: '法人办事',
  content: '新闻资讯',
  special: '专题服务',
  statistic: '数据统计',
  homeStatistic: '服务统计',
  searchStatistic: '搜索热词',
};
