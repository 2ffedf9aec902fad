import { useState } from 'react';
import { Input, Modal, Switch } from 'antd';
import {
  adminCatalogueApi,
  CATALOGUE_KIND_NAMES,
  type CatalogueEntry,
  type CatalogueKind,
  type CatalogueSave,
} from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { Field, SaveError } from '../console-form';

/** A new entry of a list: shown, after what is there (the sort number leaves room between entries). */
export const blankEntry = (kind: CatalogueKind, after: number): CatalogueSave => ({
  kind,
  name: '',
  sort: after + 10,
  hidden: false,
  version: '',
});

/** A stored entry as the form edits it. */
export const entryFormOf = (kind: CatalogueKind, { inUse: _inUse, ...entry }: CatalogueEntry): CatalogueSave => ({
  kind,
  ...entry,
});

interface CatalogueDialogProps {
  start: CatalogueSave;
  onClose: (saved: string | null) => void;
}

/** 新增 / 编辑 an entry: its name, its place (排序) and whether the hall shows it; a 409 offers what is stored now. */
export function CatalogueDialog({ start, onClose }: CatalogueDialogProps) {
  const what = CATALOGUE_KIND_NAMES[start.kind];
  const [form, setForm] = useState<CatalogueSave>(start);
  const [error, setError] = useState('');
  const [current, setCurrent] = useState<CatalogueEntry | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof CatalogueSave>(key: K, value: CatalogueSave[K]) =>
    setForm((was) => ({ ...was, [key]: value }));

  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminCatalogueApi.save, { body: form });
    setSaving(false);
    if (outcome.ok) return onClose(`已${form.id ? '保存' : '新增'}${what}「${outcome.data.name}」`);
    setError(outcome.msg);
    setCurrent((outcome.current as CatalogueEntry | undefined) ?? null);
  };

  return (
    <Modal
      open
      title={start.id ? `编辑${what}「${start.name}」` : `新增${what}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <div className="yz-admin-menu-form">
        <Field id="catalogue-name" label="名称">
          <Input id="catalogue-name" value={form.name} maxLength={30} onChange={(e) => set('name', e.target.value)} />
        </Field>
        <Field id="catalogue-sort" label="排序" hint="数字小的排在前面。">
          <Input
            id="catalogue-sort"
            type="number"
            min={0}
            value={form.sort}
            onChange={(e) => set('sort', Number(e.target.value))}
          />
        </Field>
        <Field
          id="catalogue-hidden"
          label="在服务大厅隐藏"
          hint="隐藏后门户两端的筛选中不再出现，已有的服务事项不受影响。"
        >
          <Switch id="catalogue-hidden" checked={form.hidden} onChange={(checked) => set('hidden', checked)} />
        </Field>
        <SaveError
          error={error}
          current={current}
          what={`这个${what}`}
          onReload={(stored) => {
            setForm(entryFormOf(start.kind, stored));
            setError('');
            setCurrent(null);
          }}
        />
      </div>
    </Modal>
  );
}
