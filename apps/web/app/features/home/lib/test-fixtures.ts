import { vi } from 'vitest';
import { stubLayoutApis } from '../../../shared/testing/browser-stubs';
import type { App, ContentBlock, Special } from '@yizhan/contracts';
import type { VisibleModule } from './visible-modules';

// Shared fixtures of the home tests: promises a test settles itself, records, and browser stubs for jsdom.

export interface Controlled<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

/** A promise the test resolves or rejects when it wants to. */
export function controlled<T>(): Controlled<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  promise.catch(() => {});
  return { promise, resolve, reject };
}

/** What antd and antd-mobile ask of the browser and jsdom lacks; fetch answers the visit report. */
export function installBrowserStubs() {
  stubLayoutApis();
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify({ success: true, code: 200, msg: '操作成功', data: { recorded: true } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return { fetch };
}

export const module = (sign: VisibleModule['sign'], name: string, children: VisibleModule['children'] = []) =>
  ({ sign, name, children }) as VisibleModule;

export function sampleApp(overrides: Partial<App> = {}): App {
  return {
    appId: '1001',
    name: '在读证明开具',
    icon: '',
    summary: '为在校学生开具在读证明。',
    pcUrl: '自建应用',
    mobileUrl: '线下办理',
    deptId: 3,
    deptName: '教务处',
    typeId: 1,
    typeName: '教学服务',
    attributeType: 1,
    resource: 0,
    openType: 0,
    guideStatus: 1,
    audiences: ['student'],
    labels: [],
    hits: 10,
    collected: false,
    ...overrides,
  };
}

export function sampleSpecial(overrides: Partial<Special> = {}): Special {
  return { id: 7, name: '新生入学', summary: '报到前后要办的事', cover: '/img/s7.png', appCount: 5, ...overrides };
}

export function sampleBlock(showType: number, overrides: Partial<ContentBlock> = {}): ContentBlock {
  return {
    categoryId: 3,
    newsCategoryId: 12,
    name: '通知公告',
    showType,
    items: [
      {
        id: 1,
        title: '关于寒假放假安排的通知',
        summary: '寒假自 1 月 15 日起。',
        image: '',
        publishedAt: '2025-01-06',
        link: '/news/detail/1',
      },
      {
        id: 2,
        title: '图书馆春节开放时间',
        summary: '春节期间闭馆三天。',
        image: '/img/library.png',
        publishedAt: '2025-01-05',
        link: 'https://lib.example.edu.cn/notice/2',
      },
      {
        id: 3,
        title: '校园网升级公告',
        summary: '',
        image: '/img/net.png',
        publishedAt: '2025-01-03',
        link: '/news/detail/3',
      },
    ],
    ...overrides,
  };
}
