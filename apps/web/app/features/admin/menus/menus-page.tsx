import { useState } from 'react';
import { useRevalidator, useSearchParams, type ShouldRevalidateFunction } from 'react-router';
import { Button, Modal, Tabs } from 'antd';
import { adminMenusApi, MOBILE_TAB_ROUTES, type AdminMenu, type AdminMenuList, type MenuSave } from '@yizhan/contracts';
import type { Route } from './+types/menus-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { consoleLoad, consoleSave } from '../console-call';
import { blankMenu, formOf, MenuDialog, type MenuSlot } from './menu-dialog';
import { MenuList } from './menu-list';
import './menus.css';

export const meta: Route.MetaFunction = titled('菜单');

export async function loader({ context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const [pc, mobile] = await Promise.all([
    consoleLoad(api(adminMenusApi.list, { query: { terminal: 'pc' } })),
    consoleLoad(api(adminMenusApi.list, { query: { terminal: 'mobile' } })),
  ]);
  return { pc, mobile };
}

/** Switching tabs changes only `?tab=`: the lists loaded already hold every tab. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;

const SLOTS: { key: MenuSlot; label: string; hint: string }[] = [
  { key: 'pc', label: '桌面菜单', hint: '电脑端页头的菜单，自左向右排列。' },
  { key: 'tabBar', label: '移动端底部栏', hint: '手机端底部的首页、资讯、办事、我的，名称与顺序取自这里。' },
  { key: 'grid', label: '移动端宫格', hint: '手机端首页的菜单宫格，底部栏已有的页面不在其中。' },
];

const isTab = (menu: AdminMenu) => menu.kind === 'route' && MOBILE_TAB_ROUTES.includes(menu.link);

/** The entries a console tab shows, from the terminal's whole list. */
const entriesOf = (slot: MenuSlot, lists: { pc: AdminMenuList; mobile: AdminMenuList }) =>
  slot === 'pc' ? lists.pc.list : lists.mobile.list.filter((menu) => isTab(menu) === (slot === 'tabBar'));

const isSlot = (value: string | null): value is MenuSlot => SLOTS.some((slot) => slot.key === value);

/** /admin/menus 菜单 (issue 37 item 3): the desktop menu, the mobile TabBar and grid — edit, hide, sort, delete. */
export default function MenusPage({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const slot: MenuSlot = isSlot(params.get('tab')) ? (params.get('tab') as MenuSlot) : 'pc';
  const { revalidate, state } = useRevalidator();
  const [message, setMessage] = useState('');
  const [editing, setEditing] = useState<MenuSave | null>(null);
  const [deleting, setDeleting] = useState<AdminMenu | null>(null);
  const [busy, setBusy] = useState(false);
  const lists = loaderData;

  /** Runs a write, says how it went and reads the lists again (a conflict brings what is stored). */
  const write = async (run: () => ReturnType<typeof consoleSave>, done: string) => {
    setBusy(true);
    const outcome = await run();
    setMessage(outcome.ok ? done : outcome.current ? `${outcome.msg}，已载入最新内容，请重新操作` : outcome.msg);
    await revalidate();
    setBusy(false);
  };

  const reorder = (menus: AdminMenu[]) => (ids: number[]) => {
    const terminal = slot === 'pc' ? 'pc' : 'mobile';
    const order = lists[terminal].order;
    const names = ids.map((id) => menus.find((menu) => menu.pageNavigationId === id)?.name).join('、');
    void write(() => consoleSave(adminMenusApi.reorder, { body: { terminal, ids, order } }), `已调整顺序：${names}`);
  };

  const toggleHidden = (menu: AdminMenu) =>
    void write(
      () => consoleSave(adminMenusApi.save, { body: { ...formOf(menu), hidden: !menu.hidden } }),
      `已${menu.hidden ? '显示' : '隐藏'}「${menu.name}」`,
    );

  const remove = (menu: AdminMenu) => {
    setDeleting(null);
    void write(
      () =>
        consoleSave(adminMenusApi.remove, { body: { pageNavigationId: menu.pageNavigationId, version: menu.version } }),
      `已删除「${menu.name}」`,
    );
  };

  const systems = lists.pc.systems;
  const items = SLOTS.map(({ key, label, hint }) => {
    const entries = entriesOf(key, lists);
    return {
      key,
      label,
      children: (
        <div className="yz-admin-menus__tab">
          <div className="yz-admin-menus__bar">
            <p>{hint}拖动左侧手柄或使用上移、下移调整顺序，保存后门户两端即时生效。</p>
            <Button type="primary" onClick={() => setEditing(blankMenu(key))}>
              新增菜单项
            </Button>
          </div>
          <MenuList
            id={`menus-${key}`}
            label={`${label}菜单项`}
            entries={entries}
            busy={busy || state === 'loading'}
            onReorder={reorder(entries)}
            onEdit={(menu) => setEditing(formOf(menu))}
            onToggleHidden={toggleHidden}
            onDelete={setDeleting}
          />
        </div>
      ),
    };
  });

  return (
    <section className="yz-admin-page" aria-labelledby="menus-title">
      <h1 id="menus-title">菜单</h1>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
      <Tabs activeKey={slot} items={items} onChange={(key) => setParams({ tab: key }, { replace: true })} />
      {editing ? (
        <MenuDialog
          key={editing.pageNavigationId ?? 'new'}
          slot={slot}
          start={editing}
          systems={systems}
          onClose={(saved) => {
            setEditing(null);
            if (saved) {
              setMessage(`${saved}，门户两端即时生效`);
              void revalidate();
            }
          }}
        />
      ) : null}
      {deleting ? (
        <Modal
          open
          title={`删除菜单项「${deleting.name}」`}
          okText="删除"
          cancelText="取消"
          onOk={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        >
          <p>删除后门户两端不再显示该菜单项，且不能恢复。只想暂时不显示，可以选择「隐藏」。</p>
        </Modal>
      ) : null}
    </section>
  );
}
