import { describe, expect, it } from 'vitest';
import { OFFLINE_MOBILE_URL, SELF_BUILT_PC_URL } from '@yizhan/contracts';
import {
  APP_ID_REQUIRED,
  CLIENT_ONLY_MESSAGE,
  decideHandleService,
  handleNoticeMessage,
  handleServiceHref,
  isHttpUrl,
  OFFLINE_ONLY_MESSAGE,
  readHandleServiceQuery,
  TERMINAL_TYPE_REQUIRED,
  toastFallback,
  type HandleServiceDecision,
  type HandleServiceInput,
} from './handle-service';

const PC = 'https://pc.example.edu.cn/apply?x=1';
const MOBILE = 'https://m.example.edu.cn/apply';
const detail: HandleServiceDecision = { kind: 'detail', to: '/service-hall/details/42' };
const detailOffline: HandleServiceDecision = { kind: 'detail', to: '/service-hall/details/42?handle=offline' };
const detailClientOnly: HandleServiceDecision = { kind: 'detail', to: '/service-hall/details/42?handle=client-only' };
const guide: HandleServiceDecision = { kind: 'guide', to: '/mobile/service-guide/42' };
const clientOnly: HandleServiceDecision = {
  kind: 'toast',
  message: CLIENT_ONLY_MESSAGE,
  fallback: '/mobile/service-guide/42',
};
const offlineOnly: HandleServiceDecision = { ...clientOnly, message: OFFLINE_ONLY_MESSAGE };
const external = (url: string): HandleServiceDecision => ({ kind: 'external', url });

const base: HandleServiceInput = {
  appId: '42',
  terminalType: 1,
  guideStatus: 0,
  resource: 1,
  openType: 1,
  pcUrl: PC,
  mobileUrl: MOBILE,
  clickOk: true,
};
const desktop = (overrides: Partial<HandleServiceInput>) => ({ ...base, terminalType: 1, ...overrides });
const mobile = (overrides: Partial<HandleServiceInput>) => ({ ...base, terminalType: 2, ...overrides });

// Dangerous or unusable values for a URL: never followed, whatever the rule that would use them.
const badUrls = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://files.example.edu.cn/a',
  '//evil.example.com/a',
  '/service-hall',
  'https://',
  'https:///evil.example.com',
  'https://portal.example.edu.cn@evil.example.com/',
  'https://evil.example.com/\nx',
  'https://evil.example.com/a b',
  'https:\\\\evil.example.com',
  '',
];

describe('decideHandleService: validation (spec §5)', () => {
  it.each<[string, Partial<HandleServiceInput>, HandleServiceDecision]>([
    ['missing appId', { appId: undefined }, { kind: 'invalid', message: APP_ID_REQUIRED }],
    ['null appId', { appId: null }, { kind: 'invalid', message: APP_ID_REQUIRED }],
    ['empty appId', { appId: '' }, { kind: 'invalid', message: APP_ID_REQUIRED }],
    ['an appId that is not an id', { appId: '../../logout' }, { kind: 'invalid', message: APP_ID_REQUIRED }],
    [
      'missing appId and terminalType',
      { appId: '', terminalType: null },
      { kind: 'invalid', message: APP_ID_REQUIRED },
    ],
    ['missing terminalType', { terminalType: undefined }, { kind: 'invalid', message: TERMINAL_TYPE_REQUIRED }],
    ['empty terminalType', { terminalType: '' }, { kind: 'invalid', message: TERMINAL_TYPE_REQUIRED }],
    ['terminalType 3', { terminalType: 3 }, { kind: 'invalid', message: TERMINAL_TYPE_REQUIRED }],
    ['terminalType 0', { terminalType: '0' }, { kind: 'invalid', message: TERMINAL_TYPE_REQUIRED }],
    ['terminalType text', { terminalType: 'pc' }, { kind: 'invalid', message: TERMINAL_TYPE_REQUIRED }],
    ['terminalType 1.5', { terminalType: '1.5' }, { kind: 'invalid', message: TERMINAL_TYPE_REQUIRED }],
  ])('%s', (_, overrides, expected) => {
    expect(decideHandleService({ ...base, ...overrides })).toEqual(expected);
  });

  it('validates before looking at the click result', () => {
    expect(decideHandleService({ ...base, appId: null, clickOk: false })).toEqual({
      kind: 'invalid',
      message: APP_ID_REQUIRED,
    });
  });

  it('accepts terminalType as query text', () => {
    expect(decideHandleService(desktop({ terminalType: '1' }))).toEqual(external(PC));
    expect(decideHandleService(mobile({ terminalType: '2' }))).toEqual(external(MOBILE));
  });
});

describe('decideHandleService: click not recorded', () => {
  it("goes to the service's own page, even for an online app: detail on desktop, guide on a phone", () => {
    expect(decideHandleService({ ...base, terminalType: 1, clickOk: false })).toEqual(detail);
    expect(decideHandleService({ ...base, terminalType: 1, guideStatus: 1, clickOk: false })).toEqual(detail);
    expect(decideHandleService({ ...base, terminalType: 2, clickOk: false })).toEqual(guide);
    expect(decideHandleService({ ...base, terminalType: 2, guideStatus: 0, clickOk: false })).toEqual(guide);
  });
});

describe('decideHandleService: desktop (terminalType 1)', () => {
  it.each<[string, Partial<HandleServiceInput>, HandleServiceDecision]>([
    ['resource 1 with a desktop URL opens it', {}, external(PC)],
    ['http is allowed as well as https', { pcUrl: 'http://pc.example.edu.cn/' }, external('http://pc.example.edu.cn/')],
    ['the guide flag does not matter on desktop', { guideStatus: 1 }, external(PC)],
    ['openType does not matter on desktop', { openType: 0 }, external(PC)],
    ['the mobile URL is never used on desktop', { pcUrl: '', mobileUrl: MOBILE }, detailClientOnly],
    ['the 自建应用 placeholder goes to the detail page', { pcUrl: SELF_BUILT_PC_URL }, detailClientOnly],
    ['no desktop URL goes to the detail page', { pcUrl: null }, detailClientOnly],
    ['resource 0 goes to the detail page, which says 只支持线下办理', { resource: 0 }, detailOffline],
    ['resource missing goes to the detail page as counter-only', { resource: null }, detailOffline],
  ])('%s', (_, overrides, expected) => {
    expect(decideHandleService(desktop(overrides))).toEqual(expected);
  });

  it.each(badUrls)('never follows the desktop URL %j: detail page instead', (pcUrl) => {
    expect(decideHandleService(desktop({ pcUrl }))).toEqual(detailClientOnly);
  });
});

describe('decideHandleService: mobile (terminalType 2)', () => {
  it.each<[string, Partial<HandleServiceInput>, HandleServiceDecision]>([
    ['guideStatus 1 goes to the service guide', { guideStatus: 1 }, guide],
    ['guideStatus 1 wins over resource 0', { guideStatus: 1, resource: 0 }, guide],
    ['resource 1, openType 1 and a mobile URL opens it', { openType: 1 }, external(MOBILE)],
    ['resource 1, openType 9 and a mobile URL opens it', { openType: 9 }, external(MOBILE)],
    ['openType 0 skips the mobile URL for the desktop URL', { openType: 0 }, external(PC)],
    ['openType 2 skips the mobile URL for the desktop URL', { openType: 2 }, external(PC)],
    ['no openType skips the mobile URL', { openType: null }, external(PC)],
    ['线下办理 skips the mobile URL for the desktop URL', { mobileUrl: OFFLINE_MOBILE_URL }, external(PC)],
    ['no mobile URL falls back to the desktop URL', { mobileUrl: '' }, external(PC)],
    [
      'no usable URL at all: client-only toast',
      { mobileUrl: OFFLINE_MOBILE_URL, pcUrl: SELF_BUILT_PC_URL },
      clientOnly,
    ],
    ['openType 0 and 自建应用: client-only toast', { openType: 0, pcUrl: SELF_BUILT_PC_URL }, clientOnly],
    ['both URLs missing: client-only toast', { mobileUrl: null, pcUrl: null }, clientOnly],
    ['resource 0: offline-only toast', { resource: 0 }, offlineOnly],
    ['resource 2: offline-only toast', { resource: 2 }, offlineOnly],
    ['resource missing: offline-only toast', { resource: null }, offlineOnly],
  ])('%s', (_, overrides, expected) => {
    expect(decideHandleService(mobile(overrides))).toEqual(expected);
  });

  it.each(badUrls)('never follows the mobile URL %j: the desktop URL instead', (mobileUrl) => {
    expect(decideHandleService(mobile({ mobileUrl }))).toEqual(external(PC));
  });

  it.each(badUrls)('never follows the desktop URL %j: the toast instead', (pcUrl) => {
    expect(decideHandleService(mobile({ mobileUrl: OFFLINE_MOBILE_URL, pcUrl }))).toEqual(clientOnly);
  });

  it('a toast falls back to the app’s mobile guide', () => {
    const decision = decideHandleService(mobile({ appId: '7', resource: 0 }));
    expect(decision).toEqual({ kind: 'toast', message: OFFLINE_ONLY_MESSAGE, fallback: '/mobile/service-guide/7' });
  });
});

describe('decideHandleService: a business system (no guide page of its own)', () => {
  const system = { attributeType: 2 };
  it('opens the system when it can, as a service does', () => {
    expect(decideHandleService(desktop(system))).toEqual(external(PC));
    expect(decideHandleService(mobile(system))).toEqual(external(MOBILE));
  });

  it('never sends the visitor to a guide page it does not have: the toast, then the list of systems', () => {
    const listed = (message: string, fallback: string) => ({ kind: 'toast', message, fallback });
    expect(decideHandleService(desktop({ ...system, pcUrl: SELF_BUILT_PC_URL }))).toEqual(
      listed(CLIENT_ONLY_MESSAGE, '/business-system'),
    );
    expect(decideHandleService(desktop({ ...system, resource: 0 }))).toEqual(
      listed(OFFLINE_ONLY_MESSAGE, '/business-system'),
    );
    expect(decideHandleService(mobile({ ...system, resource: 0, guideStatus: 1 }))).toEqual(
      listed(OFFLINE_ONLY_MESSAGE, '/mobile/work'),
    );
    expect(decideHandleService(mobile({ ...system, mobileUrl: null, pcUrl: null }))).toEqual(
      listed(CLIENT_ONLY_MESSAGE, '/mobile/work'),
    );
  });

  it('returns from the way out to the list of systems, and from a service to its guide', () => {
    expect(toastFallback(1, '42', 2)).toBe('/business-system');
    expect(toastFallback(2, '42', 2)).toBe('/mobile/work');
    expect(toastFallback(1, '42', 1)).toBe('/service-hall/details/42');
    expect(toastFallback(2, '42')).toBe('/mobile/service-guide/42');
  });
});

describe('handleNoticeMessage', () => {
  it('reads the reason the desktop detail page was opened, and nothing else', () => {
    expect(handleNoticeMessage('offline')).toBe(OFFLINE_ONLY_MESSAGE);
    expect(handleNoticeMessage('client-only')).toBe(CLIENT_ONLY_MESSAGE);
    for (const value of [null, '', 'toString', '__proto__', '<script>']) expect(handleNoticeMessage(value)).toBeNull();
  });

  it('words the missing parameters in Chinese', () => {
    expect(APP_ID_REQUIRED).toMatch(/^\P{Script=Latin}+$/u);
    expect(TERMINAL_TYPE_REQUIRED).toMatch(/^\P{Script=Latin}+$/u);
  });
});

describe('isHttpUrl', () => {
  it('accepts absolute http(s) URLs, ports, queries and Chinese paths', () => {
    for (const url of [PC, 'http://a.b', 'HTTPS://Example.com:8443/x?y=1#z', 'https://例子.中国/办事']) {
      expect(isHttpUrl(url)).toBe(true);
    }
  });

  it.each(badUrls)('refuses %j', (url) => expect(isHttpUrl(url)).toBe(false));

  it('refuses non-strings', () => {
    expect(isHttpUrl(null)).toBe(false);
    expect(isHttpUrl(undefined)).toBe(false);
  });
});

describe('readHandleServiceQuery', () => {
  it('reads numbers and URLs from the query', () => {
    const query = new URLSearchParams({
      appId: '42',
      terminalType: '2',
      guideStatus: '0',
      resource: '1',
      openType: '9',
      pcUrl: PC,
      mobileUrl: OFFLINE_MOBILE_URL,
    });
    expect(readHandleServiceQuery(query)).toEqual({
      appId: '42',
      terminalType: '2',
      guideStatus: 0,
      resource: 1,
      openType: 9,
      pcUrl: PC,
      mobileUrl: OFFLINE_MOBILE_URL,
    });
  });

  it('treats absent and malformed numbers as missing', () => {
    const read = readHandleServiceQuery(new URLSearchParams('appId=1&resource=yes&openType=1e3'));
    expect(read).toMatchObject({ resource: null, openType: null, guideStatus: null, pcUrl: null, terminalType: null });
  });
});

describe('handleServiceHref', () => {
  it('builds an encoded link that reads back to the same values', () => {
    const app = { appId: '42', resource: 1, openType: 9, pcUrl: `${PC}&next=/a b`, mobileUrl: OFFLINE_MOBILE_URL };
    const href = handleServiceHref(app, 2, 0);
    expect(href.startsWith('/to-handle-service?appId=42&terminalType=2&guideStatus=0&resource=1&openType=9')).toBe(
      true,
    );
    expect(href).not.toContain(' ');
    expect(href).not.toContain('线下');
    const read = readHandleServiceQuery(new URL(href, 'https://portal.test').searchParams);
    expect(read).toMatchObject({ appId: '42', pcUrl: app.pcUrl, mobileUrl: OFFLINE_MOBILE_URL, guideStatus: 0 });
  });
});
