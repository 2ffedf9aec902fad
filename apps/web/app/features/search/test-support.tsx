import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import type { SearchGroup, SearchHit, SearchKind, SearchResult } from '@yizhan/contracts';
import { SEARCH_KIND_NAMES } from '@yizhan/contracts';
export { FIRST_RENDER, PAGE_TEST } from '../../shared/testing/first-render';

// Shared setup of the search page tests: results as the API answers them, and a route stub like the real app's.

/** A result of a kind; the title's matched piece marked. */
export function sampleHit(kind: SearchKind, id: number, title: string, mark = ''): SearchHit {
  const at = mark ? title.indexOf(mark) : -1;
  const titleSegments =
    at < 0
      ? [{ text: title, hit: false }]
      : [
          { text: title.slice(0, at), hit: false },
          { text: mark, hit: true },
          { text: title.slice(at + mark.length), hit: false },
        ].filter((segment) => segment.text);
  return {
    kind,
    id: String(id),
    title,
    titleSegments,
    snippetSegments: [{ text: `${title}的办理说明`, hit: false }],
    url: kind === 'service' ? `/service-hall/details/${id}` : `/news/detail/${id}`,
    mobileUrl: kind === 'service' ? `/mobile/service-guide/${id}` : `/mobile/news/detail/${id}`,
    source: kind === 'service' ? '学生处' : '党委宣传部',
    date: '2026-10-28',
  };
}

/** A group of a kind with `total` results, of which `list` are on the page. */
export function sampleGroup(
  kind: SearchKind,
  total: number,
  list: SearchHit[] = [],
  page = 1,
  pageSize = 5,
): SearchGroup {
  return { kind, name: SEARCH_KIND_NAMES[kind], total, page, pageSize, list };
}

/** A search's answer: the groups given, their totals summed. */
export function sampleResult(keyword: string, groups: SearchGroup[], extra: Partial<SearchResult> = {}): SearchResult {
  return {
    keyword,
    total: groups.reduce((sum, group) => sum + group.total, 0),
    groups,
    suggestions: [],
    recommended: [],
    ...extra,
  };
}

/** The results of 奖学金 a student sees: services, news and notices, nothing of the rest. */
export const scholarshipResult = () =>
  sampleResult('奖学金', [
    sampleGroup('service', 12, [
      sampleHit('service', 26, '国家励志奖学金申请', '奖学金'),
      sampleHit('service', 52, '研究生国家奖学金申请', '奖学金'),
    ]),
    sampleGroup('system', 0),
    sampleGroup('news', 1, [sampleHit('news', 7, '关于2026年度国家奖学金拟获奖学生名单的公示', '奖学金')]),
    sampleGroup('notice', 3, [sampleHit('notice', 9, '关于开展奖学金评审工作的通知', '奖学金')]),
    sampleGroup('threeList', 0),
  ]);

/** Where a stub's other routes show the address they were opened with. */
function Probe() {
  const { pathname, search } = useLocation();
  return <p data-testid="probe">{`${pathname}${search}`}</p>;
}

export interface RenderRouteOptions {
  path: string;
  url: string;
  // Route components take their typed loader data as props; the stub hands it over at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  loader: () => unknown;
  userType?: 'GUEST' | 'STUDENT';
  /** Paths that show where the page led (e.g. '/search' for a box on another page). */
  probes?: string[];
}

/** Renders a page route under a root route carrying the visitor, inside antd's App, as the real app does. */
export function renderRoute({ path, url, Component, loader, userType = 'STUDENT', probes = [] }: RenderRouteOptions) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ user: { userType }, site: { title: '一站' } }),
      HydrateFallback: () => null,
      Component: () => (
        <ConfigProvider theme={{ token: { motion: false } }}>
          <AntdApp>
            <Outlet />
          </AntdApp>
        </ConfigProvider>
      ),
      children: [
        { path: path.replace(/^\//, ''), Component, loader },
        ...probes.map((probe) => ({ path: probe.replace(/^\//, ''), Component: Probe })),
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

/** A successful API envelope as a fetch Response. */
export const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, msg: '操作成功', data }), {
    headers: { 'content-type': 'application/json' },
  });
