import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, Outlet } from 'react-router';
import type { MenuItem } from '@yizhan/contracts';
import { menuItem } from '../../../shared/testing/menu-item';
import IframePage from './iframe-page';
import OutsideChainPage from './outside-chain-page';

const map = menuItem({
  pageNavigationId: 7,
  isDefault: 0,
  isFrame: 1,
  name: '校园地图',
  link: 'https://map.example.cn/',
});
const foreign = menuItem({
  pageNavigationId: 8,
  isDefault: 0,
  isFrame: 1,
  name: '外部系统',
  link: 'https://evil.example/',
});
const script = menuItem({ pageNavigationId: 9, isDefault: 0, isFrame: 1, name: '坏链接', link: 'javascript:alert(1)' });
const card = menuItem({
  pageNavigationId: 10,
  isDefault: 0,
  isFrame: 0,
  name: '校园卡充值',
  link: 'https://card.example.cn/',
});
const badCard = menuItem({ pageNavigationId: 11, isDefault: 0, isFrame: 0, name: '坏外链', link: 'data:text/html,x' });
const home = menuItem({ pageNavigationId: 1, link: '/home', path: '/home' });
const openMenus: MenuItem[] = [home, map, foreign, script, card, badCard];

function renderAt(path: string) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ openMenus, unit: { frameOrigins: ['https://map.example.cn'] }, site: { title: '一站' } }),
      HydrateFallback: () => null,
      Component: Outlet,
      children: [
        { path: 'iframe', Component: IframePage as never },
        { path: 'outside-chain', Component: OutsideChainPage as never },
      ],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe('/iframe', () => {
  it('embeds an allowlisted entry, sandboxed and without a referrer, under its name', async () => {
    renderAt('/iframe?pageNavigationId=7');
    const frame = await screen.findByTitle('校园地图');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame.getAttribute('src')).toBe('https://map.example.cn/');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer');
    expect(screen.getByRole('heading', { name: '校园地图' })).toBeTruthy();
    const open = screen.getByRole('link', { name: /在新窗口打开/ });
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('refuses to embed another origin and offers a new window instead', async () => {
    renderAt('/iframe?pageNavigationId=8');
    expect(await screen.findByText('该页面不允许内嵌显示')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /在新窗口打开/ }).getAttribute('href')).toBe('https://evil.example/');
  });

  it('neither embeds nor links a javascript: entry', async () => {
    renderAt('/iframe?pageNavigationId=9');
    expect(await screen.findByText('该页面地址无效，无法打开')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.queryByRole('link', { name: /在新窗口打开/ })).toBeNull();
  });

  it('never opens an outside-chain entry in a frame', async () => {
    renderAt('/iframe?pageNavigationId=10');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('/outside-chain', () => {
  it('offers the entry in a new window and a way home', async () => {
    renderAt('/outside-chain?pageNavigationId=10');
    expect(await screen.findByRole('heading', { name: '「校园卡充值」将在新窗口打开' })).toBeTruthy();
    const open = screen.getByRole('link', { name: /打开「校园卡充值」/ });
    expect(open.getAttribute('href')).toBe('https://card.example.cn/');
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/home');
  });

  it('shows an error instead of linking a non-http(s) entry', async () => {
    renderAt('/outside-chain?pageNavigationId=11');
    expect(await screen.findByRole('heading', { name: '「坏外链」无法打开' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /打开/ })).toBeNull();
    expect(screen.getByRole('link', { name: '返回首页' })).toBeTruthy();
  });
});
