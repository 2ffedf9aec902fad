import { useState } from 'react';
import { Input } from 'antd';
import { GUIDE_FILE_ACCEPT, GUIDE_FILE_UPLOAD_PATH, type Envelope, type GuideFileUploaded } from '@yizhan/contracts';
import { Field } from '../console-form';

/**
 * Uploads a material's file for a service (multipart, so not through the JSON client); the server checks it by its
 * bytes and answers its address. Rejects with the server's Chinese message. Same-origin, with the session cookie.
 */
async function uploadGuideFile(appId: number, file: File): Promise<GuideFileUploaded> {
  const form = new FormData();
  form.append('file', file);
  let envelope: Envelope<GuideFileUploaded | null> | undefined;
  try {
    const response = await fetch(`${GUIDE_FILE_UPLOAD_PATH}?appId=${appId}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    envelope = (await response.json()) as Envelope<GuideFileUploaded | null>;
  } catch {
    throw new Error('网络连接失败，请检查网络后重试');
  }
  if (!envelope.success || !envelope.data) throw new Error(envelope.msg || '文件上传失败，请稍后重试');
  return envelope.data;
}

interface MaterialFileFieldProps {
  id: string;
  label: string;
  /** What the upload button says (上传空白表格, 上传样表). */
  action: string;
  value: string;
  onChange: (value: string) => void;
  /** The service the file belongs to; none until a new service is first saved. */
  appId: number | null;
}

/**
 * A material's file: an address typed in, or a file uploaded (PDF, Word, Excel, JPG, PNG; ADR 082) whose address
 * fills the field. The service's save then publishes it on both sites' guides.
 */
export function MaterialFileField({ id, label, action, value, onChange, appId }: MaterialFileFieldProps) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const upload = async (file: File | undefined) => {
    if (!file || appId === null) return;
    setBusy(true);
    setNote('正在上传…');
    try {
      const uploaded = await uploadGuideFile(appId, file);
      onChange(uploaded.url);
      setNote(`已上传「${uploaded.fileName}」，保存后生效`);
    } catch (error) {
      setNote(error instanceof Error ? error.message : '文件上传失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Field id={id} label={label} hint="上传文件（PDF、Word、Excel、JPG、PNG，不超过 10 MB），或填写文件的网址">
      <Input id={id} value={value} maxLength={1000} onChange={(e) => onChange(e.target.value)} />
      <span className="yz-services-file">
        {appId === null ? (
          <span className="yz-admin-field__hint">保存服务事项后可上传文件</span>
        ) : (
          <label className="yz-services-file__button">
            {action}
            <input
              type="file"
              accept={GUIDE_FILE_ACCEPT}
              disabled={busy}
              onChange={(e) => {
                void upload(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </label>
        )}
        <span role="status">{note}</span>
      </span>
    </Field>
  );
}
