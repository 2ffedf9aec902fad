import { ROBOT } from '@yizhan/contracts';
import { campusSynonyms, governmentSynonyms } from './search-synonyms';
import { loadEnv } from '../env';
import { campusMobileMenus, campusPcMenus, govMobileMenus, govPcMenus } from './menus';
import {
  campusAccounts,
  campusQuickNavigations,
  CAMPUS_MENU_ROLES,
  governmentAccounts,
  governmentQuickNavigations,
} from './accounts';
import { campusCatalogue, govCatalogue } from './service-hall';
import { campusHome, govHome } from './home';
import { demoBusinessCatalogue, demoHome, demoQuickNavigations } from './demo-sign-in';
import { demoIdpOrigin, demoSiteLink } from './demo-idp';
import type { UnitSeed } from './unit-seed';
import { campusHomeModules, govHomeModules } from './home-modules';

export const img = (name: string) => `/assets/demo/${name}`;

/**
 * The demo units' mobile bridge script: served by the portal itself (apps/web/public/bridge), so the offline demo
 * loads a real script; a real unit points this at its app's JS-SDK (ADR 024).
 */
export const DEMO_BRIDGE_SCRIPT = '/bridge/yizhan-bridge.js';

export const campusFooter = (
  name: string,
  filing: string,
  address = '地址：示范省示范市大学路 1 号　邮编：100000　电话：010-12345678',
) => ({ filingText: filing, copyright: `© 2026 ${name} 版权所有`, address });

/** A campus's footer links: the national education sites, and its own library and information-disclosure site. */
export const campusLinks = (name: string) => [
  { name: '中华人民共和国教育部', url: 'https://www.moe.gov.cn/' },
  { name: '中国高等教育学生信息网', url: 'https://www.chsi.com.cn/' },
  { name: '国家智慧教育公共服务平台', url: 'https://www.smartedu.cn/' },
  { name: `${name}图书馆`, url: demoSiteLink('https://lib.demo-university.edu.cn/', `${name}图书馆`) },
  { name: `${name}信息公开网`, url: demoSiteLink('https://xxgk.demo-university.edu.cn/', `${name}信息公开网`) },
];

/** A campus's official accounts beside the footer. */
export const campusMedia = (name: string) => [
  {
    name: `${name}微信公众号`,
    image: img('qr-university-wechat.svg'),
    url: demoSiteLink('https://www.demo-university.edu.cn/', `${name}官网`),
  },
  { name: `${name}官方微博`, image: img('qr-university-weibo.svg'), url: 'https://weibo.com/' },
];

/** 示范大学 (fid 100001): the campus template, built-in sign-in beside OpenID Connect. */
export const university: UnitSeed = {
  unit: {
    fid: 100001,
    name: '示范大学',
    logo: img('logo-university.svg'),
    template: 1,
    loginType: 0,
    // OpenID Connect beside the built-in form: the dev IdP (npm run dev:idp, ADR 035); DEMO_OIDC_ISSUER moves it.
    oauth2: {
      name: '统一身份认证（OIDC）',
      issuer: loadEnv().DEMO_OIDC_ISSUER,
      clientId: 'yizhan-portal',
      clientSecret: 'yizhan-dev-secret',
      scopes: 'openid profile email',
      claims: { username: 'preferred_username', name: 'name', userType: 'userType' },
    },
    bottomMediaStyle: 1,
    // The campus map menu entry frames the dev IdP's demo website (demoSiteLink).
    frameOrigins: [demoIdpOrigin()],
    bridgeScriptUrl: DEMO_BRIDGE_SCRIPT,
  },
  domains: ['localhost', '127.0.0.1'],
  color: '#1a4f9c',
  labelName: '示范大学一站式服务大厅',
  globalConfig: {
    topBackground: '#1a4f9c',
    topSelected: '#ffffff',
    topDefault: '#dce6f5',
    bottomNavColor: '#13305e',
    bottomFontColor: '#e6ecf5',
    bottomFilingColor: '#0d2447',
    bottomFilingFont: '#c5d0e0',
    ...campusFooter('示范大学', '京ICP备00000001号-1　京公网安备 11000002000001 号'),
    loginBackground: img('login-university.svg'),
    loginTitle: '示范大学统一身份认证',
    loginSubtitle: '一个账号，畅享校园服务',
  },
  links: campusLinks('示范大学'),
  media: campusMedia('示范大学'),
  banners: [
    {
      title: '一网通办，让数据多跑路、师生少跑腿',
      image: img('banner-campus-1.svg'),
      mobileImage: img('banner-campus-1-mobile.svg'),
      link: '/service-hall',
    },
    {
      title: '2026—2027 学年秋季学期开学指南',
      image: img('banner-campus-2.svg'),
      mobileImage: img('banner-campus-2-mobile.svg'),
      link: '/news',
    },
    {
      title: '智慧校园建设成果展',
      image: img('banner-campus-3.svg'),
      mobileImage: img('banner-campus-3-mobile.svg'),
      link: '/business-system',
    },
  ],
  // The built-in assistant on both sites (ADR 027): type 2 with code and accessToken starts it on desktop, the link
  // (the portal's own answering endpoint) with accessToken on mobile; the built-in one needs no real token.
  intelligence: { type: 2, code: 'demo-campus-robot', accessToken: 'demo-robot-access', link: ROBOT.builtinLink },
  contentCategories: [
    { name: '学校要闻', showType: 2 },
    { name: '通知公告', showType: 1 },
    { name: '学术动态', showType: 1 },
    { name: '校园风采', showType: 3 },
  ],
  pcMenus: campusPcMenus,
  mobileMenus: campusMobileMenus,
  menuRoles: CAMPUS_MENU_ROLES,
  accounts: campusAccounts,
  // Every 立即办理, home tool and outside quick-navigation entry leads to the dev IdP's demo business system (ADR 042).
  quickNavigations: demoQuickNavigations(campusQuickNavigations, 100001),
  serviceCatalogue: demoBusinessCatalogue(campusCatalogue, 100001),
  searchSynonyms: campusSynonyms,
  homeModules: campusHomeModules,
  homeContent: demoHome(campusHome, 100001),
};

/** 示范市政务服务网 (fid 200001): the government template, signing in by CAS. */
export const government: UnitSeed = {
  unit: {
    fid: 200001,
    name: '示范市政务服务中心',
    logo: img('logo-gov.svg'),
    template: 2,
    loginType: 1,
    // The development identity provider (npm run dev:idp, ADR 034); DEMO_CAS_URL points it elsewhere.
    loginPath: `${loadEnv().DEMO_CAS_URL.replace(/\/+$/, '')}/login`,
    defaultUserType: 'CITIZEN',
    // After sign-in, residents land in the service hall (spec §3 Login redirect config).
    loginRedirectType: '1',
    redirectNavigation: '/service-hall',
    bottomMediaStyle: 2,
    bridgeScriptUrl: DEMO_BRIDGE_SCRIPT,
  },
  domains: ['gov.localhost'],
  color: '#c0392b',
  labelName: '示范市政务服务网',
  globalConfig: {
    topBackground: '#b3261e',
    topSelected: '#ffffff',
    topDefault: '#fde2df',
    bottomNavColor: '#5c1410',
    bottomFontColor: '#f8e5e3',
    bottomFilingColor: '#3f0d0a',
    bottomFilingFont: '#e8c9c6',
    filingText: '示ICP备00000002号　主办单位：示范市人民政府办公室　网站标识码 1100000001',
    copyright: '© 2026 示范市政务服务中心',
    address: '地址：示范市人民大道 100 号市民中心　咨询电话：12345',
    loginBackground: img('login-gov.svg'),
    loginTitle: '示范市政务服务统一身份认证',
    loginSubtitle: '个人、法人一次登录，全网通办',
  },
  links: [
    { name: '中国政府网', url: 'https://www.gov.cn/' },
    { name: '国家政务服务平台', url: 'https://gjzwfw.www.gov.cn/' },
    { name: '12345 政务服务便民热线', url: 'https://www.gov.cn/hudong/' },
  ],
  media: [{ name: '示范市政务服务公众号', image: img('qr-gov-wechat.svg'), url: 'https://www.gov.cn/' }],
  banners: [
    {
      title: '高效办成一件事',
      image: img('banner-gov-1.svg'),
      mobileImage: img('banner-gov-1-mobile.svg'),
      link: '/service-hall',
    },
    {
      title: '企业开办一日办结',
      image: img('banner-gov-2.svg'),
      mobileImage: img('banner-gov-2-mobile.svg'),
      link: '/service-hall',
    },
  ],
  // No robot configured: neither site starts one, and the console says why (ADR 027).
  intelligence: undefined,
  contentCategories: [
    { name: '政务要闻', showType: 2 },
    { name: '通知公告', showType: 1 },
    { name: '政策解读', showType: 1 },
  ],
  pcMenus: govPcMenus,
  mobileMenus: govMobileMenus,
  menuRoles: [],
  accounts: governmentAccounts,
  quickNavigations: governmentQuickNavigations,
  // Its business systems take a CAS ticket from the unit's 统一身份认证, as the portal does (ADR 042).
  serviceCatalogue: demoBusinessCatalogue(govCatalogue, 200001),
  searchSynonyms: governmentSynonyms,
  homeModules: govHomeModules,
  homeContent: demoHome(govHome, 200001),
};
