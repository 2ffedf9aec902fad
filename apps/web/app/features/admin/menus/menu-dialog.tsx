import { useState } from 'react';
import { Input, Modal, Select } from 'antd';
import {
  adminMenusApi,
  MENU_KIND_NAMES,
  MOBILE_TAB_ROUTES,
  PORTAL_MENU_ROUTES,
  type AdminMenu,
  type MenuKind,
  type MenuSave,
} from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { Field, SaveError, UserTypesField } from '../console-form';

/** The console's three tabs: the desktop menu, the mobile TabBar, the mobile home grid. */
export type MenuSlot = 'pc' | 'tabBar' | 'grid';

/** The portal pages an entry of a tab may open. */
export const routesOf = (slot: MenuSlot) =>
  slot === 'pc'
    ? PORTAL_MENU_ROUTES.pc
    : PORTAL_MENU_ROUTES.mobile.filter((route) => MOBILE_TAB_ROUTES.includes(route.path) === (slot === 'tabBar'));

/** A new entry of a tab: a portal page for everyone. */
export const blankMenu = (slot: MenuSlot): MenuSave => ({
  terminal: slot === 'pc' ? 'pc' : 'mobile',
  name: '',
  kind: 'route',
  link: routesOf(slot)[0]?.path ?? '',
  systemId: null,
  icon: '',
  guests: true,
  needsLogin: false,
  userTypes: [],
  hidden: false,
  version: '',
});

/** A stored entry as the form edits it. */
export const formOf = ({ systemName: _name, ...menu }: AdminMenu): MenuSave => menu;

interface MenuDialogProps {
  slot: MenuSlot;
  start: MenuSave;
  systems: { id: number; name: string }[];
  onClose: (saved: string | null) => void;
}

/** 新增 / 编辑菜单项: name, what it opens, who sees it; a 409 offers what is stored now. */
export function MenuDialog({ slot, start, systems, onClose }: MenuDialogProps) {
  const [form, setForm] = useState<MenuSave>(start);
  const [error, setError] = useState('');
  const [current, setCurrent] = useState<AdminMenu | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof MenuSave>(key: K, value: MenuSave[K]) => setForm((was) => ({ ...was, [key]: value }));
  // The TabBar holds portal pages only.
  const kinds: MenuKind[] = slot === 'tabBar' ? ['route'] : ['route', 'iframe', 'outside', 'system'];

  const changeKind = (kind: MenuKind) =>
    setForm((was) => ({ ...was, kind, link: kind === 'route' ? (routesOf(slot)[0]?.path ?? '') : '', systemId: null }));

  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminMenusApi.save, { body: form });
    setSaving(false);
    if (outcome.ok)
      return onClose(form.pageNavigationId ? `已保存「${outcome.data.name}」` : `已新增「${outcome.data.name}」`);
    setError(outcome.msg);
    setCurrent((outcome.current as AdminMenu | undefined) ?? null);
  };

  return (
    <Modal
      open
      title={start.pageNavigationId ? `编辑菜单项「${start.name}」` : '新增菜单项'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <div className="yz-admin-menu-form">
        <Field id="menu-name" label="名称">
          <Input id="menu-name" value={form.name} maxLength={16} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field id="menu-kind" label="链接类型">
          <Select
            id="menu-kind"
            value={form.kind}
            onChange={changeKind}
            options={kinds.map((kind) => ({ value: kind, label: MENU_KIND_NAMES[kind] }))}
          />
        </Field>
        {form.kind === 'route' ? (
          <Field id="menu-route" label="门户页面">
            <Select
              id="menu-route"
              value={form.link}
              onChange={(value) => set('link', value)}
              options={routesOf(slot).map((route) => ({ value: route.path, label: `${route.label}（${route.path}）` }))}
            />
          </Field>
        ) : null}
        {form.kind === 'iframe' || form.kind === 'outside' ? (
          <Field id="menu-link" label="网址">
            <Input
              id="menu-link"
              value={form.link}
              placeholder="https://"
              onChange={(e) => set('link', e.target.value)}
            />
          </Field>
        ) : null}
        {form.kind === 'system' ? (
          <Field id="menu-system" label="业务系统">
            <Select
              id="menu-system"
              value={form.systemId ?? undefined}
              placeholder="选择业务系统"
              showSearch
              optionFilterProp="label"
              onChange={(value) => set('systemId', value)}
              options={systems.map((system) => ({ value: system.id, label: system.name }))}
            />
          </Field>
        ) : null}
        <Field id="menu-icon" label="图标名称">
          <Input id="menu-icon" value={form.icon} maxLength={40} onChange={(e) => set('icon', e.target.value)} />
        </Field>
        <fieldset className="yz-admin-roles">
          <legend>谁能看到</legend>
          <label>
            <input type="checkbox" checked={form.guests} onChange={(e) => set('guests', e.target.checked)} />
            访客可见
          </label>
          <label>
            <input type="checkbox" checked={form.needsLogin} onChange={(e) => set('needsLogin', e.target.checked)} />
            打开时需要登录
          </label>
          <label>
            <input type="checkbox" checked={form.hidden} onChange={(e) => set('hidden', e.target.checked)} />
            暂时隐藏
          </label>
        </fieldset>
        <UserTypesField id="menu-user-types" value={form.userTypes} onChange={(value) => set('userTypes', value)} />
      </div>
      <SaveError
        error={error}
        current={current}
        what="这个菜单项"
        onReload={(stored) => {
          setForm(formOf(stored));
          setCurrent(null);
          setError('');
        }}
      />
    </Modal>
  );
}
