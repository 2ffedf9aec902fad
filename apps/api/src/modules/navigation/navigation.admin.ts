import type { FastifyInstance } from 'fastify';
import { adminMenusApi, CODE, EDIT_CONFLICT, type AdminMenu, type MenuTerminal } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite, type AdminWrite } from '../audit';
import {
  deleteMenu,
  insertMenu,
  lockMenu,
  orderVersion,
  readMenus,
  reorderMenus,
  systemChoices,
  updateMenu,
} from './navigation.admin-store';

const TERMINAL_NAMES: Record<MenuTerminal, string> = { pc: '桌面菜单', mobile: '移动端菜单' };

/** What the audit entry shows of an entry: all but its version. */
const shown = ({ version: _version, ...menu }: AdminMenu) => menu;

const target = (menu: Pick<AdminMenu, 'terminal' | 'name'>) => `${TERMINAL_NAMES[menu.terminal]}「${menu.name}」`;

/**
 * 菜单 of the console (issue 37 item 3): the desktop menu and the mobile TabBar and grid of the unit managed — list,
 * add, edit, hide, delete, reorder. The sites read the same table, whose changes every instance hears (ADR 018).
 */
export function navigationAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = (
    request: Parameters<typeof recordAdminWrite>[1],
    scope: AdminScope,
    write: Omit<AdminWrite, 'fid' | 'uid' | 'username'>,
  ) => recordAdminWrite(db, request, { fid: scope.unit.fid, uid: scope.uid, username: scope.username, ...write });

  const listOf = async (fid: number, terminal: MenuTerminal) => {
    const list = await readMenus(db, fid, terminal);
    return { list, order: orderVersion(list), systems: await systemChoices(db, fid) };
  };

  serveAdmin(app, adminMenusApi.list, ({ query, scope }) => listOf(scope.unit.fid, query.terminal));

  serveAdmin(app, adminMenusApi.save, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { pageNavigationId: id, version, ...wanted } = body;
    const { before, after } = await db.transaction(async (tx) => {
      if (id === undefined) {
        const created = await insertMenu(tx, fid, body);
        return { before: null, after: await lockMenu(tx, fid, created) };
      }
      const current = await lockMenu(tx, fid, id);
      assertCurrentVersion(version, current);
      await updateMenu(tx, fid, id, { ...wanted, version, terminal: current.terminal });
      return { before: current, after: await lockMenu(tx, fid, id) };
    });
    await audit(request, scope, {
      action: before ? 'menu.save' : 'menu.create',
      target: target(after),
      before: before ? shown(before) : null,
      after: shown(after),
    });
    return after;
  });

  serveAdmin(app, adminMenusApi.remove, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const removed = await db.transaction(async (tx) => {
      const current = await lockMenu(tx, fid, body.pageNavigationId);
      assertCurrentVersion(body.version, current);
      await deleteMenu(tx, fid, body.pageNavigationId);
      return current;
    });
    await audit(request, scope, {
      action: 'menu.delete',
      target: target(removed),
      before: shown(removed),
      after: null,
    });
    return { removed: true };
  });

  serveAdmin(app, adminMenusApi.reorder, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const names = (list: AdminMenu[]) => list.map((menu) => menu.name);
    const { before, after } = await db.transaction(async (tx) => {
      const current = await readMenus(tx, fid, body.terminal, true);
      if (orderVersion(current) !== body.order) {
        const stored = { list: current, order: orderVersion(current), systems: [] };
        throw new BusinessError(CODE.conflict, EDIT_CONFLICT, 409, {}, { current: stored });
      }
      await reorderMenus(tx, fid, current, body.ids);
      return { before: current, after: await readMenus(tx, fid, body.terminal) };
    });
    await audit(request, scope, {
      action: 'menu.order',
      target: `${TERMINAL_NAMES[body.terminal]}的顺序`,
      before: { order: names(before) },
      after: { order: names(after) },
    });
    return { list: after, order: orderVersion(after), systems: await systemChoices(db, fid) };
  });
}
