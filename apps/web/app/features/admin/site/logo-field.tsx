import { useState } from 'react';
import { Button, Input } from 'antd';
import { SITE_LOGO_UPLOAD_PATH } from '@yizhan/contracts';
import { uploadConsolePicture } from '../console-upload';

/**
 * 站点标识: a picture uploaded here (checked and fitted into 480×120 by the server, shown in the preview at once and
 * on the sites once the settings are saved), or the address of a logo kept elsewhere (HTTPS).
 */
export function LogoField({ value, onChange }: { value: string; onChange: (logo: string) => void }) {
  const [uploading, setUploading] = useState(false);
  const [message, setMessage] = useState('');

  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    if (!file) return;
    setUploading(true);
    setMessage('正在上传…');
    try {
      onChange((await uploadConsolePicture(SITE_LOGO_UPLOAD_PATH, file)).url);
      setMessage('已上传，预览中可见；保存后门户两端生效');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : '图片上传失败，请稍后重试');
    } finally {
      setUploading(false);
      // The same file chosen again is a new upload.
      input.value = '';
    }
  };

  return (
    <div className="yz-admin-field">
      <label htmlFor="site-logo">站点标识</label>
      <div className="yz-admin-logo">
        <label className={`yz-admin-upload${uploading ? ' yz-admin-upload--busy' : ''}`}>
          上传图片
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-label="上传站点标识图片"
            disabled={uploading}
            onChange={(event) => void upload(event.currentTarget)}
          />
        </label>
        {value ? <Button onClick={() => onChange('')}>移除标识</Button> : null}
      </div>
      <Input
        id="site-logo"
        value={value}
        placeholder="或填写 https:// 开头的图片地址"
        onChange={(event) => onChange(event.target.value)}
      />
      <p className="yz-admin-field__hint">
        JPEG、PNG 或 WebP，不超过 2 MB，自动缩放到 480×120 以内；显示在门户页头，留空则只显示名称。
      </p>
      <p role="status" className="yz-admin-status">
        {message}
      </p>
    </div>
  );
}
