import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SearchSuggestion } from '@yizhan/contracts';
import { setRequestFeedback, type RequestFeedbackImpl } from '../../../shared/api-client/feedback';
import { stubLayoutApis } from '../../../shared/testing/browser-stubs';
import { preloadRequestClient } from '../../../shared/testing/request-client';
import { FIRST_RENDER, ok, PAGE_TEST, renderRoute } from '../test-support';
import { SearchBox } from './search-box';

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

const suggestion = (text: string, source: SearchSuggestion['source'], mark: string): SearchSuggestion => ({
  text,
  segments: [
    { text: mark, hit: true },
    { text: text.slice(mark.length), hit: false },
  ],
  source,
  kind: source === 'title' ? 'service' : null,
});

function HeaderPage() {
  return <SearchBox id="box" label="站内搜索" placeholder="搜索服务、资讯" size="middle" />;
}

const renderHeader = () =>
  renderRoute({ path: '/news', url: '/news', Component: HeaderPage, loader: () => null, probes: ['/search'] });

describe('the desktop search box', PAGE_TEST, () => {
  it('asks for suggestions once typing pauses, and takes one with the arrow keys and Enter', async () => {
    fetchMock.mockImplementation(async () =>
      ok([suggestion('奖助金发放查询', 'title', '奖助金'), suggestion('奖助金', 'hot', '奖助金')]),
    );
    renderHeader();
    const box = await screen.findByRole('combobox', { name: '搜索关键词' }, FIRST_RENDER);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    act(() => box.focus());
    fireEvent.input(box, { target: { value: 'j' } });
    fireEvent.input(box, { target: { value: 'jz' } });
    fireEvent.input(box, { target: { value: 'jzj' } });
    const list = await screen.findByRole('listbox', { name: '搜索建议' });
    // One request for the pause, with what was typed last.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/homepage/homeApp/searchSuggest?keyword=jzj');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = within(list).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['奖助金发放查询服务', '奖助金热搜']);
    expect(within(options[0]!).getByText('奖助金').tagName).toBe('MARK');

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect((await screen.findByTestId('probe')).textContent).toBe(`/search?keyword=${encodeURIComponent('奖助金')}`);
  });

  it('sends what was typed with Enter, and closes the list with Escape', async () => {
    fetchMock.mockImplementation(async () => ok([suggestion('成绩单打印', 'title', '成绩')]));
    renderHeader();
    const box = await screen.findByRole('combobox', { name: '搜索关键词' }, FIRST_RENDER);
    act(() => box.focus());
    fireEvent.input(box, { target: { value: ' 成绩 ' } });
    await screen.findByRole('listbox', { name: '搜索建议' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    fireEvent.submit(screen.getByRole('search', { name: '站内搜索' }));
    expect((await screen.findByTestId('probe')).textContent).toBe(`/search?keyword=${encodeURIComponent('成绩')}`);
  });

  it('closes the list with Escape pressed the moment it shows', async () => {
    fetchMock.mockImplementation(async () => ok([suggestion('成绩单打印', 'title', '成绩')]));
    renderHeader();
    const box = await screen.findByRole('combobox', { name: '搜索关键词' }, FIRST_RENDER);
    // Escape goes in as soon as the list is in the page, before React's after-paint effects have run.
    const escaped = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (!screen.queryByRole('listbox')) return;
        observer.disconnect();
        fireEvent.keyDown(box, { key: 'Escape' });
        resolve();
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
    act(() => box.focus());
    fireEvent.input(box, { target: { value: '成绩' } });
    await escaped;
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('still searches when the suggestions fail', async () => {
    fetchMock.mockImplementation(async () => new Response('', { status: 500 }));
    renderHeader();
    const box = await screen.findByRole('combobox', { name: '搜索关键词' }, FIRST_RENDER);
    act(() => box.focus());
    fireEvent.input(box, { target: { value: '校园卡' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), { timeout: 3_000 });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect((await screen.findByTestId('probe')).textContent).toBe(`/search?keyword=${encodeURIComponent('校园卡')}`);
  });
});
