import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { createRoutesStub } from 'react-router';
import type { ApprovalItem } from '@yizhan/contracts';
import { setRequestFeedback, type RequestFeedbackImpl } from '../api-client/feedback';
import { preloadRequestClient } from '../testing/request-client';
import { stubLayoutApis } from '../testing/browser-stubs';
import { ApprovalPanel } from './desktop/approval-panel';
import { MobileApprovalPanel } from './mobile/approval-panel';

/** antd builds its styles on first use: slow on a busy machine. */
const FIRST_RENDER = { timeout: 5_000 };
const PAGE_TEST = { timeout: 15_000 };

const envelope = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
const ok = (data: unknown) => envelope({ success: true, code: 200, msg: '操作成功', data });
const fail = (code: number, msg: string) => envelope({ success: false, code, msg, data: null });

const fetchMock = vi.fn<typeof fetch>();
let unregister: () => void;

beforeAll(preloadRequestClient);

beforeEach(() => {
  stubLayoutApis();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  unregister = setRequestFeedback({ showError: vi.fn(), toLogin: vi.fn() } as unknown as RequestFeedbackImpl);
});

afterEach(() => {
  cleanup();
  unregister();
  vi.unstubAllGlobals();
});

const item = (id: number, overrides: Partial<ApprovalItem> = {}): ApprovalItem => ({
  formUserId: 500_000 + id,
  id,
  formId: 10_001,
  title: `张婷的请假申请（病假 ${id} 天）`,
  formName: '学生请假申请',
  sponsor: '张婷',
  uname: '王芳',
  aprvStatus: '审批中',
  pageLinkUrl: `https://oa.example.edu.cn/approval/form/${500_000 + id}`,
  insertTime: '2026-08-30 09:12:00',
  updateTime: '2026-08-31 10:20:30',
  source: '学工管理系统',
  ...overrides,
});

const COUNTS = [
  { aprvType: 1, name: '待我审批', count: 12 },
  { aprvType: 2, name: '我已审批', count: 3 },
  { aprvType: 3, name: '抄送我的', count: 0 },
  { aprvType: 4, name: '我发起的', count: 5 },
];

type Body = { aprvType: number; aprvStatusType: number | ''; page: number; pageSize: number };

/** The API as the panel sees it: counts, and the list answered by `answer` from the request body. */
function serveApi(answer: (body: Body) => Response | Promise<Response>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.includes('getMergerApprovalData')) return ok(COUNTS);
    if (url.includes('getApprovalData')) return answer(JSON.parse(String(init?.body)) as Body);
    return fail(404, '接口不存在');
  });
}
const listBodies = () =>
  fetchMock.mock.calls
    .filter(([input]) => String(input).includes('getApprovalData'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Body);

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([
    {
      path: '/task-center',
      Component: () => <ConfigProvider theme={{ token: { motion: false } }}>{element}</ConfigProvider>,
    },
  ]);
  return render(<Stub initialEntries={['/task-center']} />);
}

describe('ApprovalPanel (desktop)', PAGE_TEST, () => {
  it('shows a tab per relation with its count, the items, and links out through the leave-the-portal notice', async () => {
    serveApi((body) => ok({ list: Array.from({ length: 10 }, (_, n) => item(body.page * 100 + n)), total: 12 }));
    renderAt(<ApprovalPanel />);
    expect(await screen.findByRole('tab', { name: '待我审批 12' }, FIRST_RENDER)).toBeTruthy();
    expect(screen.getByRole('tab', { name: '我发起的 5' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: '张婷的请假申请（病假 100 天）' }, FIRST_RENDER);
    expect(link.getAttribute('href')).toBe('/to-approval?id=100&terminalType=1&back=%2Ftask-center');
    expect(screen.getByRole('status').textContent).toBe('共 12 条');
    expect(listBodies()[0]).toEqual({ aprvType: 1, aprvStatusType: '', page: 1, pageSize: 10 });

    // The next page, then a status and another tab: each a new request, back at page 1 where it should be.
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByRole('link', { name: '张婷的请假申请（病假 200 天）' }, FIRST_RENDER);
    fireEvent.click(screen.getByRole('button', { name: '已通过' }));
    expect(screen.getByRole('button', { name: '已通过' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(listBodies().at(-1)).toEqual({ aprvType: 1, aprvStatusType: 2, page: 1, pageSize: 10 }));
    fireEvent.click(screen.getByRole('tab', { name: '我发起的 5' }));
    await waitFor(() =>
      expect(listBodies().at(-1)).toEqual({ aprvType: 4, aprvStatusType: '', page: 1, pageSize: 10 }),
    );
  });

  it('says so when a relation has nothing, and offers 重试 when the list fails', async () => {
    let failing = true;
    serveApi(() => (failing ? fail(500, '服务器繁忙，请稍后重试') : ok({ list: [], total: 0 })));
    renderAt(<ApprovalPanel initialType={3} />);
    const alert = await screen.findByRole('alert', {}, FIRST_RENDER);
    expect(alert.textContent).toContain('服务器繁忙，请稍后重试');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('暂无抄送我的事项', {}, FIRST_RENDER)).toBeTruthy();
  });
});

describe('MobileApprovalPanel', PAGE_TEST, () => {
  it('shows tabs with counts and status capsules, and links out through the notice', async () => {
    serveApi((body) => ok({ list: [item(body.aprvType * 10, { aprvStatus: '已驳回' })], total: 1 }));
    renderAt(<MobileApprovalPanel />);
    const link = await screen.findByRole('link', { name: /张婷的请假申请（病假 10 天）/ }, FIRST_RENDER);
    expect(link.getAttribute('href')).toBe('/to-approval?id=10&terminalType=2&back=%2Ftask-center');
    expect(within(link).getByText('已驳回')).toBeTruthy();
    expect(await screen.findByText('待我审批 12', {}, FIRST_RENDER)).toBeTruthy();
    fireEvent.click(screen.getByText('审批中'));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ aprvType: 1, aprvStatusType: 1, page: 1 }));
    fireEvent.click(screen.getByText('我已审批 3'));
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ aprvType: 2, aprvStatusType: 1, page: 1 }));
    await screen.findByRole('link', { name: /病假 20 天/ }, FIRST_RENDER);
  });

  it('shows the empty state of the relation', async () => {
    serveApi(() => ok({ list: [], total: 0 }));
    renderAt(<MobileApprovalPanel initialType={4} />);
    expect(await screen.findByText('暂无我发起的审批', {}, FIRST_RENDER)).toBeTruthy();
  });
});

describe('ApprovalPanel keyboard', PAGE_TEST, () => {
  it('moves between the tabs with the arrow keys and opens the one reached', async () => {
    serveApi(() => ok({ list: [item(1)], total: 1 }));
    renderAt(<ApprovalPanel />);
    const first = await screen.findByRole('tab', { name: '待我审批 12' }, FIRST_RENDER);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    const last = screen.getByRole('tab', { name: '我发起的 5' });
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(last);
    await waitFor(() => expect(listBodies().at(-1)).toMatchObject({ aprvType: 4, page: 1 }));
  });
});
