import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { RouterContextProvider } from 'react-router';
import { serviceHallApi } from '@yizhan/contracts';
import { serverSessionContext, type ServerApi } from '../../../shared/api-client/server-api';
import { preloadRequestClient } from '../../../shared/testing/request-client';
import ServiceDetailPage, { loader } from './service-detail-page';
import { installBrowserStubs, ok, renderPage, sampleGuide, FIRST_RENDER, PAGE_TEST } from './test-support';

beforeAll(preloadRequestClient);
beforeEach(() => {
  installBrowserStubs();
  vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(ok({ hits: 1 })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const guide = sampleGuide();
const mobileCode = { url: 'http://localhost/mobile/service-guide/1001', image: 'data:image/svg+xml;base64,PHN2Zy8+' };
const render = (handle: string, code: typeof mobileCode | null) =>
  renderPage({
    path: '/service-hall/details/:id',
    url: `/service-hall/details/1001?handle=${handle}`,
    Component: ServiceDetailPage,
    loaderData: { guide: { ok: true, data: guide }, mobileCode: code },
  });

describe('立即办理 that cannot open on a computer (issue 35 item 4)', PAGE_TEST, () => {
  it('offers the phone’s QR code and the counter’s place, hours and phone beside the reason', async () => {
    render('client-only', mobileCode);
    const notice = (await screen.findAllByRole('status', {}, FIRST_RENDER)).find((node) =>
      node.textContent?.includes('该服务/应用仅支持在客户端中打开'),
    )!;
    const qr = within(notice).getByRole('img', { name: `在手机上办理「${guide.app.name}」的二维码` });
    expect(qr.getAttribute('src')).toBe(mobileCode.image);
    expect(within(notice).getByText(mobileCode.url)).toBeTruthy();
    const offline = notice.querySelector('dl[aria-label="线下办理"]')!;
    expect(offline.textContent).toContain('行政楼 101 室');
    expect(offline.textContent).toContain('工作日 8:30-11:30，14:00-17:00');
    expect(within(notice).getByRole('link', { name: '0571-88886666' })).toBeTruthy();
  });

  it('says where and when a counter-only service is handled, with no QR code', async () => {
    render('offline', null);
    const notice = (await screen.findAllByRole('status', {}, FIRST_RENDER)).find((node) =>
      node.textContent?.includes('只支持线下办理'),
    )!;
    expect(within(notice).queryByRole('img', { name: /二维码/ })).toBeNull();
    expect(notice.textContent).toContain('线下办理地点行政楼 101 室');
  });

  it('loads the QR code only when 立即办理 came back as client-only', async () => {
    const calls: string[] = [];
    const api = (async (endpoint: { path: string }) => {
      calls.push(endpoint.path);
      return endpoint.path === serviceHallApi.mobileCode.path ? mobileCode : guide;
    }) as unknown as ServerApi;
    const run = (search: string) => {
      const context = new RouterContextProvider();
      context.set(serverSessionContext, { api, hasToken: () => true, takeCookies: () => [] });
      const request = new Request(`http://portal.test/service-hall/details/1001${search}`);
      return loader({ params: { id: '1001' }, context, request } as unknown as Parameters<typeof loader>[0]);
    };
    expect((await run('?handle=client-only')).mobileCode).toEqual(mobileCode);
    expect(calls).toContain(serviceHallApi.mobileCode.path);
    calls.length = 0;
    expect((await run('')).mobileCode).toBeNull();
    expect(calls).not.toContain(serviceHallApi.mobileCode.path);
  });
});
