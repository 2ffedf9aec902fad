import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { HOME_LIST_NAMES, type HomeEntryDraft, type HomeListName } from '@yizhan/contracts';
import { Field } from '../console-form';

/** Which fields each short list uses, and what they are called there. */
const FIELDS: Record<HomeListName, { subtitle?: string; picture: string; pictureHint: string; link: boolean }> = {
  tools: { picture: '图标', pictureHint: '图标名称（如 calendar、star）或图片地址。', link: true },
  quickNavigations: { picture: '图标', pictureHint: '图标名称（如 calendar、star）或图片地址。', link: true },
  cars: { subtitle: '副标题', picture: '图片地址', pictureHint: '卡片图片的地址，可留空。', link: true },
  specials: { subtitle: '简介', picture: '封面图片地址', pictureHint: '专题封面的地址，可留空。', link: false },
};

export const LINK_HINT = '门户内的页面以 / 开头（如 /service-hall），外部网址以 https:// 开头。';

/** The dialog of one entry of a short list: a new one (`entry` without a name) or one being edited. */
export function EntryDialog({
  list,
  entry,
  error,
  busy,
  onSave,
  onCancel,
}: {
  list: HomeListName;
  entry: HomeEntryDraft;
  error: string;
  busy: boolean;
  onSave: (entry: HomeEntryDraft) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(entry);
  const fields = FIELDS[list];
  const set = <K extends keyof HomeEntryDraft>(key: K, value: HomeEntryDraft[K]) =>
    setForm((was) => ({ ...was, [key]: value }));
  const title = `${entry.name ? '编辑' : '新增'}${HOME_LIST_NAMES[list]}`;
  return (
    <Modal
      open
      title={title}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => onSave(form)}
      onCancel={onCancel}
    >
      <form
        className="yz-admin-home-form"
        onSubmit={(event) => {
          event.preventDefault();
          onSave(form);
        }}
      >
        <Field id="home-entry-name" label="名称">
          <Input id="home-entry-name" value={form.name} maxLength={40} onChange={(e) => set('name', e.target.value)} />
        </Field>
        {fields.subtitle ? (
          <Field id="home-entry-subtitle" label={fields.subtitle}>
            <Input
              id="home-entry-subtitle"
              value={form.subtitle}
              maxLength={120}
              onChange={(e) => set('subtitle', e.target.value)}
            />
          </Field>
        ) : null}
        <Field id="home-entry-picture" label={fields.picture} hint={fields.pictureHint}>
          <Input id="home-entry-picture" value={form.picture} onChange={(e) => set('picture', e.target.value)} />
        </Field>
        {fields.link ? (
          <Field id="home-entry-link" label="链接" hint={LINK_HINT}>
            <Input id="home-entry-link" value={form.link} onChange={(e) => set('link', e.target.value)} />
          </Field>
        ) : null}
        {error ? <Alert type="error" title={error} /> : null}
      </form>
    </Modal>
  );
}
