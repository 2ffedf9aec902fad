import { loadEnv } from '../env';
import { ownNames } from './own-names';
import { workOnlyMobileMenus } from './menus';
import { campusQuickNavigations } from './accounts';
import { campusCatalogue, govCatalogue } from './service-hall';
import { campusHome, govHome } from './home';
import { demoBusinessCatalogue, demoHome, demoPassport, demoQuickNavigations, demoWechat } from './demo-sign-in';
import { campusFooter, campusLinks, campusMedia, DEMO_BRIDGE_SCRIPT, government, img, university } from './units';
import type { UnitSeed } from './unit-seed';

// The demo units built on 示范大学 and the government unit to show the other sign-ins and settings (WeChat, the
// passport, API codes, stricter idle limits), and the list of every demo unit the seed writes.

const workOnlyCollege: UnitSeed = ownNames<UnitSeed>(
  {
    ...university,
    unit: {
      fid: 331906,
      name: '星海职业技术学院',
      logo: img('logo-xinghai.svg'),
      template: 1,
      loginType: 0,
      mobileTabsWorkAndMineOnly: true,
      // A stricter unit: the refresh prompt after 20 idle minutes, signed out after 30 (spec §4 idle handling).
      onLineMinute: 30,
      refreshMinute: 20,
      mobileLogoutToPassport: true,
      // Its passport and WeChat official account: the dev IdP's (ADR 042). 微信登录 on a phone that fails goes to the
      // passport login (spec §8).
      ...demoPassport(331906),
      wechat: demoWechat(),
      bridgeScriptUrl: DEMO_BRIDGE_SCRIPT,
    },
    domains: ['331906.localhost'],
    color: '#0f766e',
    labelName: '星海职业技术学院网上办事大厅',
    globalConfig: {
      ...university.globalConfig,
      topBackground: '#0f766e',
      bottomNavColor: '#134e4a',
      ...campusFooter(
        '星海职业技术学院',
        '示ICP备00000003号',
        '地址：示范省星海市职教路 8 号　邮编：100300　电话：010-12340003',
      ),
    },
    links: campusLinks('星海职业技术学院'),
    media: campusMedia('星海职业技术学院'),
    intelligence: undefined,
    mobileMenus: workOnlyMobileMenus,
    serviceCatalogue: demoBusinessCatalogue(campusCatalogue, 331906),
    homeContent: demoHome(campusHome, 331906),
    quickNavigations: demoQuickNavigations(campusQuickNavigations, 331906),
  },
  { 示范大学: '星海职业技术学院' },
);

const passportCollege: UnitSeed = ownNames<UnitSeed>(
  {
    ...university,
    unit: {
      fid: 39374,
      name: '东岳理工学院',
      logo: img('logo-dongyue.svg'),
      template: 3,
      loginType: 0,
      passportUrlConversion: true,
      // The passport-cookie address is this site's /passport-cookie-login: it signs in by the passport cookie (going
      // to the passport first when there is none), then goes on to the system (ADR 042).
      localPassportAddress: '/passport-cookie-login',
      // The dev IdP's passport as passport.39374.localhost: its cookie on 39374.localhost reaches this portal and the
      // business system beside it, ehall.39374.localhost, which takes people in by that cookie.
      ...demoPassport(39374),
      bridgeScriptUrl: DEMO_BRIDGE_SCRIPT,
    },
    domains: ['39374.localhost'],
    color: '#6d28d9',
    labelName: '东岳理工学院服务门户',
    globalConfig: {
      ...university.globalConfig,
      topBackground: '#5b21b6',
      bottomNavColor: '#3b0764',
      ...campusFooter(
        '东岳理工学院',
        '示ICP备00000004号',
        '地址：示范省东岳市科技大道 66 号　邮编：100400　电话：010-12340004',
      ),
    },
    links: campusLinks('东岳理工学院'),
    media: campusMedia('东岳理工学院'),
    intelligence: undefined,
    serviceCatalogue: demoBusinessCatalogue(campusCatalogue, 39374),
    homeContent: demoHome(campusHome, 39374),
    quickNavigations: demoQuickNavigations(campusQuickNavigations, 39374),
  },
  { 示范大学: '东岳理工学院' },
);

const apiCodeUrl = loadEnv().DEMO_API_CODE_URL.replace(/\/+$/, '');

/**
 * API-code login (loginType 2, ADR 041): people arrive from the district's trusted app — the dev IdP's
 * /api-code (npm run dev:idp; DEMO_API_CODE_URL moves it) — with a single-use code the portal verifies there.
 * Otherwise the government unit's content and its demo account; its services and tools lead to its own demo
 * business system, which takes people in by an API code from the same trusted app (ADR 042).
 */
const district: UnitSeed = ownNames<UnitSeed>(
  {
    ...government,
    unit: {
      ...government.unit,
      fid: 200002,
      name: '示范新区政务服务中心',
      loginType: 2,
      loginPath: `${apiCodeUrl}/login`,
    },
    apiLogin: { verifyUrl: `${apiCodeUrl}/verify`, clientId: 'yizhan-portal', clientSecret: 'yizhan-api-secret' },
    domains: ['district.localhost'],
    serviceCatalogue: demoBusinessCatalogue(govCatalogue, 200002),
    homeContent: demoHome(govHome, 200002),
    color: '#0e7490',
    labelName: '示范新区政务服务网',
    globalConfig: {
      ...government.globalConfig,
      topBackground: '#0e7490',
      bottomNavColor: '#164e63',
      bottomFilingColor: '#083344',
      copyright: '© 2026 示范新区政务服务中心',
      loginTitle: '示范新区政务服务',
      loginSubtitle: '从新区可信应用一键进入，或使用本站账号登录',
    },
  },
  { 示范市政务服务中心: '示范新区政务服务中心', 示范市政务服务网: '示范新区政务服务网' },
);

/** The demo units seeded on first start. */
export const unitSeeds: UnitSeed[] = [university, government, workOnlyCollege, passportCollege, district];
