import type { MenuItem } from '@yizhan/contracts';

let nextId = 1;

/** A menu entry for tests: a public built-in entry unless overridden; ids are unique unless given. */
export const menuItem = (overrides: Partial<MenuItem> = {}): MenuItem => ({
  pageNavigationId: nextId++,
  name: '菜单',
  link: '/home',
  path: '/home',
  icon: '',
  isDefault: 1,
  isLogin: 0,
  isVisitor: 1,
  isFrame: 0,
  ...overrides,
});
