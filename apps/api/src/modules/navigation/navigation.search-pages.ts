import type { PageRule, SearchViewer } from '@yizhan/search';
import type { RequestSession } from '../../lib/api-request';
import { canSeeMenu } from './navigation.service';
import type { MenuRow } from './navigation.table';

// The navigation's part in the search (ADR 060): a kind of result is searched only by a viewer who may open the
// page that lists it, by the same menu rule the desktop's menus follow.

/** A unit's desktop menu rows (read anew, or the search routes' cached read of them). */
export type MenusOf = (fid: number) => Promise<Pick<MenuRow, 'isDefault' | 'link' | 'isVisitor' | 'roles'>[]>;

/** The viewer as the menu rule reads it (canSeeMenu looks only at the user's type). */
const menuSession = (viewer: SearchViewer) =>
  viewer.userType === null ? null : ({ user: { userType: viewer.userType } } as unknown as RequestSession);

/**
 * The pages of a unit a viewer may open, as far as the search asks: a page the unit's default desktop menu lists
 * only where one of its entries shows to the viewer (spec §6 menus by role); a page it does not list, always.
 */
export const searchPagesOf =
  (menusOf: MenusOf) =>
  async (fid: number, viewer: SearchViewer): Promise<PageRule> => {
    const menus = (await menusOf(fid)).filter((menu) => menu.isDefault === 1);
    const session = menuSession(viewer);
    return (page) => {
      const entries = menus.filter((menu) => menu.link === page);
      return entries.length === 0 || entries.some((menu) => canSeeMenu(menu, session));
    };
  };
