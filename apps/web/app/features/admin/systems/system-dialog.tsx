import { useState } from 'react';
import { Input, Modal, Select, Switch } from 'antd';
import {
  adminSystemsApi,
  SYSTEM_SIGN_ON_NAMES,
  type AdminSystem,
  type SystemSave,
  type SystemSignOn,
} from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { Field, SaveError, UserTypesField } from '../console-form';

type Choice = { id: number; name: string };

/** A new system: the first type and department, signed in through the portal, for everyone. */
export const blankSystem = (types: Choice[], departments: Choice[]): SystemSave => ({
  name: '',
  summary: '',
  pcUrl: '',
  mobileUrl: '',
  icon: '',
  typeId: types[0]?.id ?? 0,
  deptId: departments[0]?.id ?? 0,
  signOn: 'portal',
  frameAllowed: false,
  guests: true,
  userTypes: [],
  version: '',
});

/** A stored system as the form edits it. */
export const systemFormOf = ({ typeName: _type, deptName: _dept, ...system }: AdminSystem): SystemSave => system;

const SIGN_ONS = Object.keys(SYSTEM_SIGN_ON_NAMES) as SystemSignOn[];

interface SystemDialogProps {
  start: SystemSave;
  types: Choice[];
  departments: Choice[];
  onClose: (saved: string | null) => void;
}

/** 新增 / 编辑业务系统: addresses, icon, sign-in, iframe, who sees it; a 409 offers what is stored now. */
export function SystemDialog({ start, types, departments, onClose }: SystemDialogProps) {
  const [form, setForm] = useState<SystemSave>(start);
  const [error, setError] = useState('');
  const [current, setCurrent] = useState<AdminSystem | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof SystemSave>(key: K, value: SystemSave[K]) =>
    setForm((was) => ({ ...was, [key]: value }));

  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminSystemsApi.save, { body: form });
    setSaving(false);
    if (outcome.ok) return onClose(`已${form.id ? '保存' : '新增'}业务系统「${outcome.data.name}」`);
    setError(outcome.msg);
    setCurrent((outcome.current as AdminSystem | undefined) ?? null);
  };

  const text = (key: 'name' | 'summary' | 'pcUrl' | 'mobileUrl' | 'icon', label: string, hint?: string) => (
    <Field id={`system-${key}`} label={label} {...(hint ? { hint } : {})}>
      <Input id={`system-${key}`} value={form[key]} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );

  return (
    <Modal
      open
      width={640}
      title={start.id ? `编辑业务系统「${start.name}」` : '新增业务系统'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <div className="yz-admin-menu-form">
        {text('name', '名称')}
        {text('pcUrl', '电脑端地址', '以 http:// 或 https:// 开头的完整地址。')}
        {text('mobileUrl', '移动端地址', '手机上打开的地址；留空则使用电脑端地址。')}
        {text('icon', '图标', '图标名称、以 / 开头的站内图片路径，或以 https:// 开头的图片地址。')}
        {text('summary', '简介')}
        <Field id="system-type" label="分类">
          <Select
            id="system-type"
            value={form.typeId}
            onChange={(value) => set('typeId', value)}
            options={types.map((type) => ({ value: type.id, label: type.name }))}
          />
        </Field>
        <Field id="system-dept" label="所属部门">
          <Select
            id="system-dept"
            value={form.deptId}
            showSearch
            optionFilterProp="label"
            onChange={(value) => set('deptId', value)}
            options={departments.map((dept) => ({ value: dept.id, label: dept.name }))}
          />
        </Field>
        <Field id="system-sign-on" label="登录方式" hint="用户从门户进入该系统时如何登录。">
          <Select
            id="system-sign-on"
            value={form.signOn}
            onChange={(value) => set('signOn', value)}
            options={SIGN_ONS.map((signOn) => ({ value: signOn, label: SYSTEM_SIGN_ON_NAMES[signOn] }))}
          />
        </Field>
        <Field id="system-frame" label="允许在门户内嵌打开" hint="该系统允许被嵌入其他页面时才开启；否则在新窗口打开。">
          <Switch id="system-frame" checked={form.frameAllowed} onChange={(value) => set('frameAllowed', value)} />
        </Field>
        <fieldset className="yz-admin-roles">
          <legend>谁能看到</legend>
          <label>
            <input type="checkbox" checked={form.guests} onChange={(e) => set('guests', e.target.checked)} />
            访客可见
          </label>
        </fieldset>
        <UserTypesField id="system-user-types" value={form.userTypes} onChange={(value) => set('userTypes', value)} />
      </div>
      <SaveError
        error={error}
        current={current}
        what="这个业务系统"
        onReload={(stored) => {
          setForm(systemFormOf(stored));
          setCurrent(null);
          setError('');
        }}
      />
    </Modal>
  );
}
