import { useState } from 'react';
import { Input, Modal } from 'antd';
import { adminBundlesApi, type AdminBundle, type BundleSave } from '@yizhan/contracts';
import { consoleSave } from '../console-call';
import { Field, SaveError } from '../console-form';
import { BundlePreview } from './bundle-preview';
import { BundleStepsEditor, type ServiceChoice } from './bundle-steps-editor';
import './bundles.css';

export const BLANK_BUNDLE: BundleSave = {
  title: '',
  summary: '',
  icon: '',
  serviceIds: [],
  materialLinks: [],
  version: '',
};

/** A stored bundle as the form edits it. */
export const bundleFormOf = ({ services, ...bundle }: AdminBundle): BundleSave => ({
  ...bundle,
  serviceIds: services.map((service) => service.id),
});

interface BundleDialogProps {
  start: BundleSave;
  services: ServiceChoice[];
  onClose: (saved: string | null) => void;
}

/** 新增 / 编辑一件事: title, summary, picture, services in order, merged materials; a 409 offers what is stored now. */
export function BundleDialog({ start, services, onClose }: BundleDialogProps) {
  const [form, setForm] = useState<BundleSave>(start);
  const [error, setError] = useState('');
  const [current, setCurrent] = useState<AdminBundle | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof BundleSave>(key: K, value: BundleSave[K]) =>
    setForm((was) => ({ ...was, [key]: value }));

  const save = async () => {
    setSaving(true);
    const outcome = await consoleSave(adminBundlesApi.save, { body: form });
    setSaving(false);
    if (outcome.ok) return onClose(`已${form.id ? '保存' : '新增'}一件事「${outcome.data.title}」`);
    setError(outcome.msg);
    setCurrent((outcome.current as AdminBundle | undefined) ?? null);
  };
  const text = (key: 'title' | 'summary' | 'icon', label: string, hint?: string) => (
    <Field id={`bundle-${key}`} label={label} {...(hint ? { hint } : {})}>
      <Input id={`bundle-${key}`} value={form[key]} onChange={(e) => set(key, e.target.value)} />
    </Field>
  );

  return (
    <Modal
      open
      width={760}
      title={start.id ? `编辑一件事「${start.title}」` : '新增一件事'}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={() => onClose(null)}
    >
      <div className="yz-admin-menu-form">
        {text('title', '标题', '如「开办餐饮店一件事」。')}
        {text('summary', '简介')}
        {text('icon', '图标或图片', '图标名称、以 / 开头的站内图片路径，或以 https:// 开头的图片地址。')}
        <BundleStepsEditor ids={form.serviceIds} services={services} onChange={(ids) => set('serviceIds', ids)} />
        <BundlePreview
          serviceIds={form.serviceIds}
          links={form.materialLinks}
          onLinks={(links) => set('materialLinks', links)}
        />
      </div>
      <SaveError
        error={error}
        current={current}
        what="这件事"
        onReload={(stored) => {
          setForm(bundleFormOf(stored));
          setCurrent(null);
          setError('');
        }}
      />
    </Modal>
  );
}
