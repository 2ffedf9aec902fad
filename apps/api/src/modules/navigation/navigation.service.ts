import { asFlag, type MenuItem } from '@yizhan/contracts';
import type { RequestSession } from '../../lib/api-request';
import type { MenuRow } from './navigation.table';

/**
 * The portal route that opens a menu entry (spec §2): built-in entries open their own link, custom entries
 * open /iframe (isFrame 1) or /outside-chain (isFrame 0) with their pageNavigationId.
 */
export function menuPath(row: Pick<MenuRow, 'isDefault' | 'isFrame' | 'link' | 'pageNavigationId'>): string {
  if (row.isDefault === 1) return row.link;
  const route = row.isFrame === 1 ? '/iframe' : '/outside-chain';
  return `${route}?pageNavigationId=${row.pageNavigationId}`;
}

/**
 * Whether a visitor sees a menu entry (spec §6): guests see the entries marked for visitors (isVisitor 1; those
 * with isLogin 1 still ask them to sign in when opened); a signed-in user sees the entries of their user type.
 */
export function canSeeMenu(row: Pick<MenuRow, 'isVisitor' | 'roles'>, session: RequestSession | null): boolean {
  if (!session?.user) return row.isVisitor === 1;
  return row.roles.length === 0 || row.roles.includes(session.user.userType);
}

/** A menu row to its wire shape. */
export function toMenuItem(row: MenuRow): MenuItem {
  return {
    pageNavigationId: row.pageNavigationId,
    name: row.name,
    link: row.link,
    path: menuPath(row),
    icon: row.icon,
    isDefault: asFlag(row.isDefault),
    isLogin: asFlag(row.isLogin),
    isVisitor: asFlag(row.isVisitor),
    isFrame: asFlag(row.isFrame),
  };
}
