import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createRoutesStub, data, Link } from 'react-router';
import { MobilePageError } from './page-error';
import { FIRST_RENDER } from '../../testing/first-render';

afterEach(cleanup);

/** The alert's text once the lazily loaded ErrorBlock shows `expected`. */
async function alertShowing(expected: string): Promise<string> {
  return waitFor(() => {
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toContain(expected);
    return text;
  }, FIRST_RENDER);
}

/** A mobile page whose loader fails with `failure`, shown through MobilePageError as the route's ErrorBoundary. */
function renderFailure(failure: unknown) {
  const Stub = createRoutesStub([
    {
      path: '/mobile/topic-detail/:id',
      Component: () => null,
      loader: () => {
        throw failure;
      },
      ErrorBoundary: () => (
        <MobilePageError
          frameClassName="yz-mtopic"
          className="yz-mtopic__error"
          notFound={{ title: '专题不存在', message: '该专题不存在或已下线' }}
        >
          <Link to="/mobile/home">返回首页</Link>
        </MobilePageError>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/mobile/topic-detail/7']} />);
}

describe('MobilePageError', () => {
  it('says what was not found, with the loader’s own message when it gave one, and the way on', async () => {
    renderFailure(data({ code: 404, msg: '专题已下线' }, { status: 404 }));
    expect(await alertShowing('专题不存在')).toContain('专题已下线');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/mobile/home');
  });

  it('falls back to the page’s own not-found message, and to 加载失败 for any other failure', async () => {
    renderFailure(data({}, { status: 404 }));
    await alertShowing('该专题不存在或已下线');
    cleanup();
    renderFailure(new Error('socket hang up'));
    const text = await alertShowing('加载失败');
    expect(text).toContain('服务异常，请稍后重试');
    expect(text).not.toContain('socket hang up');
  });
});
