import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { installBrowserStubs, sampleBlock } from '../../lib/test-fixtures';
import { renderRoute } from '../test-support';
import { ContentBlockView } from './content-block';

beforeEach(() => installBrowserStubs());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderBlock(block: ReturnType<typeof sampleBlock>) {
  renderRoute({ path: '/home', url: '/home', Component: () => <ContentBlockView block={block} />, loaderData: null });
  return screen.findByRole('region', { name: block.name });
}

describe('content block by showType', () => {
  it('1: a title list with dates, internal links in the app and web addresses in a new window', async () => {
    const region = await renderBlock(sampleBlock(1));
    expect(within(region).getByRole('heading', { level: 3, name: '通知公告' })).toBeTruthy();
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '关于寒假放假安排的通知2025-01-06',
      '图书馆春节开放时间2025-01-05',
      '校园网升级公告2025-01-03',
    ]);
    expect(within(region).queryByRole('img')).toBeNull();
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/news/detail/1');
    const external = within(items[1]!).getByRole('link');
    expect(external.getAttribute('href')).toBe('https://lib.example.edu.cn/notice/2');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(items[0]!.querySelector('time')?.getAttribute('datetime')).toBe('2025-01-06');
    expect(within(region).getByRole('link', { name: '更多通知公告' }).getAttribute('href')).toBe('/news/more/12');
  });

  it('2: the first item with a picture as the lead story, the rest as a list', async () => {
    const region = await renderBlock(sampleBlock(2));
    const lead = within(region).getByRole('article');
    expect(within(lead).getByRole('img', { name: '图书馆春节开放时间' }).getAttribute('src')).toBe('/img/library.png');
    expect(within(lead).getByRole('heading', { level: 4, name: '图书馆春节开放时间' })).toBeTruthy();
    expect(within(lead).getByText('春节期间闭馆三天。')).toBeTruthy();
    const rest = within(region)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('a')?.textContent);
    expect(rest).toEqual(['关于寒假放假安排的通知', '校园网升级公告']);
  });

  it('2 without any picture falls back to the title list', async () => {
    const block = sampleBlock(2);
    const region = await renderBlock({ ...block, items: block.items.map((item) => ({ ...item, image: '' })) });
    expect(within(region).queryByRole('article')).toBeNull();
    expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  });

  it('3: picture cards, each a link named by its title', async () => {
    const region = await renderBlock(sampleBlock(3));
    const cards = within(region).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    const card = within(cards[2]!).getByRole('link', { name: '校园网升级公告' });
    expect(card.getAttribute('href')).toBe('/news/detail/3');
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/img/net.png');
    // The card without a picture keeps its place with a blank tile.
    expect(cards[0]!.querySelector('img')).toBeNull();
    // A picture wall of the unit's own items has no news page: no 更多.
    const wall = await renderBlock(sampleBlock(3, { name: '校园风采', newsCategoryId: null }));
    expect(within(wall).queryByRole('link', { name: '更多校园风采' })).toBeNull();
  });

  it('shows 暂无数据 for a category without items', async () => {
    const region = await renderBlock(sampleBlock(1, { items: [] }));
    expect(within(region).getByText('暂无数据')).toBeTruthy();
  });
});
