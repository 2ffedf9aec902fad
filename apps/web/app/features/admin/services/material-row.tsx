import { MATERIAL_MEDIUM_NAMES, type ServiceMaterial } from '@yizhan/contracts';
import { MaterialFileField } from './material-file-field';
import { entries, SelectField, SwitchField, TextField } from './service-fields';

/** A new material: one paper original, required. */
export const blankMaterial = (): ServiceMaterial => ({
  name: '',
  copies: '原件 1 份',
  format: '',
  required: true,
  medium: 'paper',
  sampleUrl: '',
  blankUrl: '',
  note: '',
});

/** One material's controls (name, copies, format, medium, required, blank form, sample, note). */
export function MaterialRow({
  item,
  update,
  at,
  appId,
}: {
  item: ServiceMaterial;
  update: (item: ServiceMaterial) => void;
  at: number | string;
  appId: number | null;
}) {
  const id = (key: string) => `material-${at}-${key}`;
  const set = <K extends keyof ServiceMaterial>(key: K, value: ServiceMaterial[K]) => update({ ...item, [key]: value });
  return (
    <>
      <TextField id={id('name')} label="材料名称" value={item.name} onChange={(v) => set('name', v)} maxLength={100} />
      <TextField id={id('copies')} label="份数" value={item.copies} onChange={(v) => set('copies', v)} maxLength={50} />
      <TextField
        id={id('format')}
        label="格式要求"
        value={item.format}
        onChange={(v) => set('format', v)}
        maxLength={50}
      />
      <SelectField
        id={id('medium')}
        label="材料形式"
        value={item.medium}
        options={entries(MATERIAL_MEDIUM_NAMES)}
        onChange={(v) => set('medium', v)}
      />
      <SwitchField id={id('required')} label="必须提交" checked={item.required} onChange={(v) => set('required', v)} />
      <MaterialFileField
        id={id('blank')}
        label="空白表格"
        action="上传空白表格"
        value={item.blankUrl}
        onChange={(v) => set('blankUrl', v)}
        appId={appId}
      />
      <MaterialFileField
        id={id('sample')}
        label="示例样表"
        action="上传样表"
        value={item.sampleUrl}
        onChange={(v) => set('sampleUrl', v)}
        appId={appId}
      />
      <TextField id={id('note')} label="说明" value={item.note} onChange={(v) => set('note', v)} maxLength={200} />
    </>
  );
}
