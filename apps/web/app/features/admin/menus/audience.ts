import { USER_TYPE_NAMES, type AdminMenu } from '@yizhan/contracts';

/** Who sees an entry, in words. */
export function audienceOf(menu: Pick<AdminMenu, 'guests' | 'needsLogin' | 'userTypes'>): string {
  const users = menu.userTypes.length
    ? menu.userTypes.map((type) => USER_TYPE_NAMES[type] ?? type).join('、')
    : '全部登录用户';
  const guests = menu.guests ? (menu.needsLogin ? '访客（打开时需登录）' : '访客') : '';
  return [guests, users].filter(Boolean).join('、');
}
