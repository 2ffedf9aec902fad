import { describe, expect, it } from 'vitest';
import { menuItem } from '../../shared/testing/menu-item';
import { activeTab, mobileTabs } from './mobile-tabs';

const menu = menuItem;

const news = menu({ name: '资讯', link: '/news', path: '/news' });
const serviceHall = menu({ name: '服务大厅', link: '/service-hall', path: '/service-hall' });
const businessSystem = menu({ name: '业务系统', link: '/business-system', path: '/business-system' });
const fullHost = [menu({ name: '首页' }), news, serviceHall];

const titles = (input: Parameters<typeof mobileTabs>[0]) => mobileTabs(input).map((tab) => tab.title);

describe('mobileTabs', () => {
  it('shows 首页, 资讯 and 办事 to a guest, but not 我的', () => {
    expect(titles({ isGuest: true, hostMenus: fullHost, workAndMineOnly: false })).toEqual(['首页', '资讯', '办事']);
  });

  it('shows 我的 once signed in', () => {
    expect(titles({ isGuest: false, hostMenus: fullHost, workAndMineOnly: false })).toEqual([
      '首页',
      '资讯',
      '办事',
      '我的',
    ]);
  });

  it('gives each tab its mobile route', () => {
    expect(mobileTabs({ isGuest: false, hostMenus: fullHost, workAndMineOnly: false })).toEqual([
      { key: 'home', title: '首页', path: '/mobile/home' },
      { key: 'news', title: '资讯', path: '/mobile/news' },
      { key: 'work', title: '办事', path: '/mobile/work' },
      { key: 'mine', title: '我的', path: '/mobile/personal-center' },
    ]);
  });

  it('hides 资讯 without the default news item', () => {
    expect(titles({ isGuest: false, hostMenus: [serviceHall], workAndMineOnly: false })).toEqual([
      '首页',
      '办事',
      '我的',
    ]);
  });

  it('hides 资讯 when the news item is a custom (non-default) entry', () => {
    const customNews = menu({ link: '/news', path: '/iframe?pageNavigationId=50', isDefault: 0 });
    expect(titles({ isGuest: false, hostMenus: [customNews, serviceHall], workAndMineOnly: false })).toEqual([
      '首页',
      '办事',
      '我的',
    ]);
  });

  it('accepts the mobile news item as the news default', () => {
    const mobileNews = menu({ link: '/mobile/news', path: '/mobile/news' });
    expect(titles({ isGuest: true, hostMenus: [mobileNews], workAndMineOnly: false })).toEqual(['首页', '资讯']);
  });

  it('shows 办事 with either the service hall or the business system', () => {
    expect(titles({ isGuest: true, hostMenus: [serviceHall], workAndMineOnly: false })).toEqual(['首页', '办事']);
    expect(titles({ isGuest: true, hostMenus: [businessSystem], workAndMineOnly: false })).toEqual(['首页', '办事']);
  });

  it('hides 办事 when neither the service hall nor the business system is a default item', () => {
    const customHall = menu({ link: '/service-hall', path: '/iframe?pageNavigationId=60', isDefault: 0 });
    expect(titles({ isGuest: false, hostMenus: [news, customHall], workAndMineOnly: false })).toEqual([
      '首页',
      '资讯',
      '我的',
    ]);
  });

  it('shows only 首页 (and 我的 when signed in) with no host menus', () => {
    expect(titles({ isGuest: true, hostMenus: [], workAndMineOnly: false })).toEqual(['首页']);
    expect(titles({ isGuest: false, hostMenus: [], workAndMineOnly: false })).toEqual(['首页', '我的']);
  });

  it('shows only 办事 and 我的 for a work-and-mine-only unit, regardless of the host menus', () => {
    expect(titles({ isGuest: false, hostMenus: fullHost, workAndMineOnly: true })).toEqual(['办事', '我的']);
    expect(titles({ isGuest: false, hostMenus: [], workAndMineOnly: true })).toEqual(['办事', '我的']);
  });

  it('shows a guest only 办事 for a work-and-mine-only unit', () => {
    expect(titles({ isGuest: true, hostMenus: fullHost, workAndMineOnly: true })).toEqual(['办事']);
  });
});

describe('activeTab', () => {
  const tabs = mobileTabs({ isGuest: false, hostMenus: fullHost, workAndMineOnly: false });

  it('matches a tab route and the routes below it', () => {
    expect(activeTab(tabs, '/mobile/home')).toBe('home');
    expect(activeTab(tabs, '/mobile/news')).toBe('news');
    expect(activeTab(tabs, '/mobile/news/details/12')).toBe('news');
    expect(activeTab(tabs, '/mobile/work')).toBe('work');
    expect(activeTab(tabs, '/mobile/personal-center/settings')).toBe('mine');
  });

  it('does not match a mere name prefix or a path outside the tabs', () => {
    expect(activeTab(tabs, '/mobile/newsletter')).toBeUndefined();
    expect(activeTab(tabs, '/mobile')).toBeUndefined();
    expect(activeTab(tabs, '/home')).toBeUndefined();
  });

  it('only matches tabs that are shown', () => {
    const guestTabs = mobileTabs({ isGuest: true, hostMenus: fullHost, workAndMineOnly: false });
    expect(activeTab(guestTabs, '/mobile/personal-center')).toBeUndefined();
  });
});

describe('mobileTabs named and ordered by the mobile menu (ADR 074)', () => {
  it('takes the name and place of the mobile menu entry of each tab', () => {
    const mobileMenus = [
      menu({ name: '办事大厅', link: '/mobile/work', path: '/mobile/work' }),
      menu({ name: '首页', link: '/mobile/home', path: '/mobile/home' }),
      menu({ name: '政务公开', link: '/mobile/news', path: '/mobile/news' }),
    ];
    expect(titles({ isGuest: true, hostMenus: fullHost, workAndMineOnly: false, mobileMenus })).toEqual([
      '办事大厅',
      '首页',
      '政务公开',
    ]);
  });
});
