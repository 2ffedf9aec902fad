import { useEffect, useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { BANNER_MOBILE_SAFE_MARGIN, BANNER_MOBILE_SIZE, type HomeBannerDraft } from '@yizhan/contracts';
import { Field } from '../console-form';
import { uploadBannerPicture } from './banner-upload';
import { LINK_HINT } from './entry-dialog';

const ACCEPT = 'image/jpeg,image/png,image/webp';
const percent = (part: number, whole: number) => `${(part / whole) * 100}%`;

/**
 * The phone's picture as the server cuts it: 750×400, centred (object-fit cover does the same cut), with the
 * headline's safe margin drawn — text outside the dashed frame may be cut off on narrow phones.
 */
function MobileCropPreview({ src, title }: { src: string; title: string }) {
  return (
    <figure className="yz-admin-crop">
      <div className="yz-admin-crop__frame">
        {src ? <img src={src} alt={`手机端裁剪预览：${title || '轮播图'}`} /> : <span>尚未选择图片</span>}
        <span
          className="yz-admin-crop__safe"
          aria-hidden="true"
          style={{
            inset: `${percent(BANNER_MOBILE_SAFE_MARGIN.y, BANNER_MOBILE_SIZE.height)} ${percent(BANNER_MOBILE_SAFE_MARGIN.x, BANNER_MOBILE_SIZE.width)}`,
          }}
        />
      </div>
      <figcaption>
        按 {BANNER_MOBILE_SIZE.width}×{BANNER_MOBILE_SIZE.height} 居中裁剪；标题文字请放在虚线框（安全区）内。
      </figcaption>
    </figure>
  );
}

/** A picture field: the address, a file to upload in its place, and what the upload said. */
function PictureField({
  id,
  label,
  hint,
  value,
  kind,
  onUploaded,
  onChosen,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  kind: 'desktop' | 'mobile';
  onUploaded: (url: string) => void;
  onChosen?: (file: File) => void;
}) {
  const [state, setState] = useState<{ busy: boolean; error: string }>({ busy: false, error: '' });
  const choose = async (file: File | undefined) => {
    if (!file) return;
    onChosen?.(file);
    setState({ busy: true, error: '' });
    try {
      onUploaded(await uploadBannerPicture(file, kind));
      setState({ busy: false, error: '' });
    } catch (error) {
      setState({ busy: false, error: error instanceof Error ? error.message : '图片上传失败，请稍后重试' });
    }
  };
  return (
    <Field id={id} label={label} hint={hint}>
      <input id={id} type="file" accept={ACCEPT} onChange={(event) => void choose(event.target.files?.[0])} />
      <p className="yz-admin-field__hint" role="status">
        {state.busy ? '正在上传…' : value ? `已上传：${value}` : '尚未上传'}
      </p>
      {state.error ? <Alert type="error" title={state.error} /> : null}
    </Field>
  );
}

/** The dialog of one banner: headline, the desktop picture, the phone's 750×400 picture with its crop, the link. */
export function BannerDialog({
  banner,
  error,
  busy,
  onSave,
  onCancel,
}: {
  banner: HomeBannerDraft;
  error: string;
  busy: boolean;
  onSave: (banner: HomeBannerDraft) => void;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(banner);
  const [localMobile, setLocalMobile] = useState('');
  const set = <K extends keyof HomeBannerDraft>(key: K, value: HomeBannerDraft[K]) =>
    setForm((was) => ({ ...was, [key]: value }));
  // The chosen file is shown at once, before the server's cut arrives; its object address is let go after.
  useEffect(() => () => (localMobile ? URL.revokeObjectURL(localMobile) : undefined), [localMobile]);

  return (
    <Modal
      open
      width={720}
      title={banner.title ? '编辑轮播图' : '新增轮播图'}
      okText="保存"
      cancelText="取消"
      confirmLoading={busy}
      onOk={() => onSave(form)}
      onCancel={onCancel}
    >
      <div className="yz-admin-home-form">
        <Field id="home-banner-title" label="标题">
          <Input
            id="home-banner-title"
            value={form.title}
            maxLength={60}
            onChange={(e) => set('title', e.target.value)}
          />
        </Field>
        <PictureField
          id="home-banner-image"
          label="电脑端图片"
          hint="JPEG、PNG 或 WebP，不超过 5 MB；宽度超过 1920 像素的会缩小。"
          value={form.image}
          kind="desktop"
          onUploaded={(url) => set('image', url)}
        />
        {form.image ? <img className="yz-admin-home-form__thumb" src={form.image} alt="电脑端图片预览" /> : null}
        <PictureField
          id="home-banner-mobile"
          label="手机端图片（750×400）"
          hint="可不传，不传时手机端裁剪电脑端图片。"
          value={form.mobileImage}
          kind="mobile"
          onChosen={(file) => setLocalMobile(URL.createObjectURL(file))}
          onUploaded={(url) => set('mobileImage', url)}
        />
        <MobileCropPreview src={localMobile || form.mobileImage || form.image} title={form.title} />
        <Field id="home-banner-link" label="链接（可不填）" hint={LINK_HINT}>
          <Input id="home-banner-link" value={form.link} onChange={(e) => set('link', e.target.value)} />
        </Field>
        {error ? <Alert type="error" title={error} /> : null}
      </div>
    </Modal>
  );
}
