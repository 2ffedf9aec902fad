import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { adminThreeListsApi, type AdminThreeListItem, type AdminThreeListType } from '@yizhan/contracts';
import { consoleSave } from '../console-call';

interface ItemDialogProps {
  type: AdminThreeListType;
  /** The entry to edit, or none for a new one. */
  item: AdminThreeListItem | null;
  onClose: (saved: string | null) => void;
}

/** 新增 / 编辑清单条目: a field per column of the list type, and the entry's place in the list. */
export function ItemDialog({ type, item, onClose }: ItemDialogProps) {
  const [base, setBase] = useState(item);
  const [cells, setCells] = useState<Record<string, string>>(() => ({ ...(item?.cells ?? {}) }));
  const [sort, setSort] = useState(String(item?.sort ?? 0));
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    const content = { cells, sort: Number(sort) };
    const outcome = base
      ? await consoleSave(adminThreeListsApi.saveItem, { body: { id: base.id, ...content, version: base.version } })
      : await consoleSave(adminThreeListsApi.createItem, { body: { typeId: type.typeId, ...content } });
    setSaving(false);
    if (outcome.ok) return onClose(base ? '已保存清单条目' : '已新增清单条目');
    if (outcome.current) {
      // Someone else saved it meanwhile: show theirs, to be edited again from it.
      const current = outcome.current as AdminThreeListItem;
      setBase(current);
      setCells({ ...current.cells });
      setSort(String(current.sort));
      return setError('该内容已被他人修改，已载入最新内容，请确认后再保存');
    }
    setError(outcome.msg);
  };

  return (
    <Modal
      open
      title={`${base ? '编辑' : '新增'}${type.name}条目`}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      {type.fields.map((field) => (
        <div className="yz-admin-field" key={field.fieldKey}>
          <label htmlFor={`cell-${field.fieldKey}`}>
            {field.name}
            {field.headline ? '（必填）' : ''}
          </label>
          <Input.TextArea
            id={`cell-${field.fieldKey}`}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={2000}
            value={cells[field.fieldKey] ?? ''}
            onChange={(e) => setCells((was) => ({ ...was, [field.fieldKey]: e.target.value }))}
          />
        </div>
      ))}
      <div className="yz-admin-field">
        <label htmlFor="cell-sort">排序</label>
        <Input id="cell-sort" inputMode="numeric" value={sort} onChange={(e) => setSort(e.target.value)} />
        <p className="yz-admin-field__hint">数字小的排在前面。</p>
      </div>
      {error ? <Alert type="error" title={error} /> : null}
    </Modal>
  );
}
