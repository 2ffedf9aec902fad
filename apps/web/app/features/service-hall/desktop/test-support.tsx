import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import type { App, AppGuide } from '@yizhan/contracts';
import { stubLayoutApis } from '../../../shared/testing/browser-stubs';
export { FIRST_RENDER, PAGE_TEST } from '../../../shared/testing/first-render';

// Shared setup of the service-hall page tests: fixtures, envelopes for the fetch stub, and a route stub that
// renders a page under a root route carrying the visitor, as the real app does.

/** What antd asks of the browser and jsdom does not have. */
export const installBrowserStubs = stubLayoutApis;

/** A service record with realistic values; override what a test is about. */
export function sampleApp(overrides: Partial<App> = {}): App {
  return {
    appId: '1001',
    name: '在读证明开具',
    icon: '',
    summary: '为在校学生开具在读证明，用于签证、实习等。',
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
    audiences: ['student', 'alumni'],
    labels: ['证明'],
    hits: 120,
    collected: false,
    ...overrides,
  };
}

/** A full service guide with every field group filled. */
export function sampleGuide(overrides: Partial<AppGuide> = {}): AppGuide {
  return {
    app: sampleApp({
      resource: 1,
      openType: 1,
      pcUrl: 'https://oa.example.edu.cn/apply?item=在读证明&from=portal',
      mobileUrl: '线下办理',
    }),
    itemName: '在读证明办理',
    itemType: '公共服务',
    implAgency: '教务处',
    coAgencies: ['学生处', '研究生院'],
    audienceText: '全日制在读本科生、研究生',
    handleMode: 'both',
    acceptCondition: '具有正式学籍的在读学生',
    setBasis: '《普通高等学校学生管理规定》',
    materials: [
      {
        name: '学生证',
        copies: '原件 1 份',
        format: '纸质',
        required: true,
        medium: 'paper',
        sampleUrl: 'https://files.example.edu.cn/sample.pdf',
        blankUrl: 'https://files.example.edu.cn/blank.docx',
        note: '需在有效期内',
      },
      {
        name: '身份证复印件',
        copies: '复印件 1 份',
        format: 'PDF',
        required: false,
        medium: 'both',
        sampleUrl: '',
        blankUrl: '',
        note: '',
      },
    ],
    workflowDescription: ['网上提交申请', '教务处审核', '领取证明'],
    legalEndTime: 5,
    promiseEndTime: 2,
    chargeStandard: '不收费',
    chargeBasis: '无',
    handlePlace: '行政楼 101 室',
    handleTime: '工作日 8:30-11:30，14:00-17:00',
    askPhone: '0571-88886666',
    supervisePhone: '0571-88887777',
    faq: [{ question: '证明多久可以拿到？', answer: '审核通过后 2 个工作日内。' }],
    updatedAt: '2025-03-01 10:00:00',
    ...overrides,
  };
}

/** A successful API envelope as a fetch Response. */
export const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, code: 200, msg: '操作成功', data }), {
    headers: { 'content-type': 'application/json' },
  });

/** A failed API envelope as a fetch Response. */
export const fail = (code: number, msg: string) =>
  new Response(JSON.stringify({ success: false, code, msg, data: null }), {
    headers: { 'content-type': 'application/json' },
  });

/** Where the stub's /login route shows the address it was opened with. */
function LoginProbe() {
  const { pathname, search } = useLocation();
  return <p data-testid="login-probe">{`${pathname}${search}`}</p>;
}

export interface RenderPageOptions {
  /** The route path, e.g. '/service-hall/details/:id'. */
  path: string;
  /** The address opened, e.g. '/service-hall/details/1001?from=home'. */
  url: string;
  // Route components take their typed loader data as props; the stub hands it over at run time.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Component: ComponentType<any>;
  loaderData: unknown;
  userType?: 'GUEST' | 'STUDENT';
}

/** Renders a page route with its loader data, under a root route carrying the visitor, inside antd's App. */
export function renderPage({ path, url, Component, loaderData, userType = 'STUDENT' }: RenderPageOptions) {
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
        { path: path.replace(/^\//, ''), Component, loader: () => loaderData },
        { path: 'login', Component: LoginProbe },
      ],
    },
  ]);
  return render(<Stub initialEntries={[url]} />);
}
