import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ClientEnvironment } from '@yizhan/contracts';
import type { Bootstrap } from '../bootstrap/bootstrap';
import { menuItem } from '../testing/menu-item';
import { preloadRequestClient } from '../testing/request-client';

const bootstrapOf = (environment: ClientEnvironment) =>
  ({
    environment,
    openMenus: [menuItem({ path: '/home' })],
    mobileMenus: [menuItem({ path: '/mobile/home' })],
  }) as unknown as Bootstrap;

let fetchStub: ReturnType<typeof vi.fn>;

/** A fresh copy of the hook: a new page load (its once-per-load flag lives in the module). */
async function pageLoad() {
  vi.resetModules();
  return (await import('./use-visit-report')).useVisitReport;
}

/** The window as the visitor has it: width and address. */
function at(width: number, path: string) {
  vi.stubGlobal('innerWidth', width);
  window.history.replaceState(null, '', path);
}

const reported = () => fetchStub.mock.calls.map(([url]) => String(url));

beforeAll(preloadRequestClient);
beforeEach(() => {
  fetchStub = vi.fn(
    async () =>
      new Response(JSON.stringify({ success: true, code: 200, msg: '操作成功', data: { recorded: true } }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useVisitReport', () => {
  it("reports one desktop visit ('1') per page load, however often the layout renders or mounts again", async () => {
    const useVisitReport = await pageLoad();
    at(1440, '/home');
    const bootstrap = bootstrapOf('browser');
    const first = renderHook(() => useVisitReport('desktop', bootstrap));
    await vi.waitFor(() => expect(reported()).toEqual(['/homepage/homeStatistic/addFontVisit?terminalType=1']));
    first.rerender();
    first.unmount();
    // A client navigation into another layout, or the same layout again, is the same page load.
    renderHook(() => useVisitReport('desktop', bootstrapOf('browser'))).unmount();
    at(390, '/mobile/home');
    renderHook(() => useVisitReport('mobile', bootstrap)).unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reported()).toHaveLength(1);
  });

  it.each([
    ['wechat', '3'],
    ['wecom', '3'],
    ['learning-app', '3'],
    ['dingtalk', '3'],
    ['qq', '3'],
    ['ios', '2'],
    ['android', '2'],
    ['browser', '2'],
  ] as const)('reports the mobile site in %s as channel %s', async (environment, channel) => {
    const useVisitReport = await pageLoad();
    at(390, '/mobile/home');
    renderHook(() => useVisitReport('mobile', bootstrapOf(environment)));
    await vi.waitFor(() =>
      expect(reported()).toEqual([`/homepage/homeStatistic/addFontVisit?terminalType=${channel}`]),
    );
  });

  it('leaves the report to the layout the width rule switches to', async () => {
    const useVisitReport = await pageLoad();
    // A desktop window opening a /mobile address: the mobile layout mounts, then the desktop frame replaces it.
    at(1440, '/mobile/home');
    renderHook(() => useVisitReport('mobile', bootstrapOf('browser'))).unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reported()).toEqual([]);
    at(1440, '/home');
    renderHook(() => useVisitReport('desktop', bootstrapOf('browser')));
    await vi.waitFor(() => expect(reported()).toEqual(['/homepage/homeStatistic/addFontVisit?terminalType=1']));
  });

  it('stays silent when the report fails', async () => {
    const useVisitReport = await pageLoad();
    fetchStub.mockRejectedValue(new TypeError('Failed to fetch'));
    at(390, '/mobile/work');
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    renderHook(() => useVisitReport('mobile', bootstrapOf('wechat')));
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
  });
});
