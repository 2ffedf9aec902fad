import { describe, expect, it } from 'vitest';
import { menuItem } from '../../shared/testing/menu-item';
import { activeMenuKey } from './menu-match';

const menu = menuItem;

const home = menu({ pageNavigationId: 1, name: '首页', link: '/home', path: '/home' });
const news = menu({ pageNavigationId: 2, name: '资讯', link: '/news', path: '/news' });
const serviceHall = menu({ pageNavigationId: 3, name: '服务大厅', link: '/service-hall', path: '/service-hall' });
const customA = menu({
  pageNavigationId: 21,
  name: '外部系统A',
  link: 'https://a.example.com',
  path: '/iframe?pageNavigationId=21',
  isDefault: 0,
  isFrame: 1,
});
const customB = menu({
  pageNavigationId: 22,
  name: '外部系统B',
  link: 'https://b.example.com',
  path: '/iframe?pageNavigationId=22',
  isDefault: 0,
  isFrame: 1,
});
const menus = [home, news, serviceHall, customA, customB];

describe('activeMenuKey', () => {
  it('maps / to the /home entry', () => {
    expect(activeMenuKey(menus, '/', '')).toBe('1');
  });

  it('matches a built-in entry by its exact route', () => {
    expect(activeMenuKey(menus, '/home', '')).toBe('1');
    expect(activeMenuKey(menus, '/news', '')).toBe('2');
  });

  it('matches a built-in entry for routes below it, ignoring the query', () => {
    expect(activeMenuKey(menus, '/service-hall/details/5', '')).toBe('3');
    expect(activeMenuKey(menus, '/news/details/9', '?from=home')).toBe('2');
  });

  it('does not treat a name prefix as a route prefix', () => {
    expect(activeMenuKey(menus, '/service-hall-extra', '')).toBeUndefined();
    expect(activeMenuKey(menus, '/newsletter', '')).toBeUndefined();
  });

  it('prefers the longest matching route', () => {
    const serviceHallDetails = menu({
      pageNavigationId: 4,
      link: '/service-hall/details',
      path: '/service-hall/details',
    });
    expect(activeMenuKey([serviceHall, serviceHallDetails], '/service-hall/details/5', '')).toBe('4');
    expect(activeMenuKey([serviceHallDetails, serviceHall], '/service-hall/details/5', '')).toBe('4');
    expect(activeMenuKey([serviceHallDetails, serviceHall], '/service-hall/list', '')).toBe('3');
  });

  it('matches a custom entry by its exact path and query', () => {
    expect(activeMenuKey(menus, '/iframe', '?pageNavigationId=21')).toBe('21');
    expect(activeMenuKey(menus, '/iframe', '?pageNavigationId=22')).toBe('22');
  });

  it('does not match a custom entry by route prefix alone', () => {
    expect(activeMenuKey(menus, '/iframe', '')).toBeUndefined();
    expect(activeMenuKey(menus, '/iframe', '?pageNavigationId=99')).toBeUndefined();
  });

  it('is undefined when nothing matches', () => {
    expect(activeMenuKey(menus, '/unknown', '')).toBeUndefined();
    expect(activeMenuKey([], '/', '')).toBeUndefined();
    expect(activeMenuKey([news], '/', '')).toBeUndefined();
  });
});
