import { BANNER_PICTURE_UPLOAD_PATH, type Envelope } from '@yizhan/contracts';

/**
 * Uploads a banner picture (multipart, so not through the JSON client): the server checks and re-encodes it — the
 * phone's cut to 750×400 — and answers its address. Rejects with the server's Chinese message.
 */
export async function uploadBannerPicture(file: File, kind: 'desktop' | 'mobile'): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let envelope: Envelope<{ url: string } | null> | undefined;
  try {
    const response = await fetch(`${BANNER_PICTURE_UPLOAD_PATH}?kind=${kind}`, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    envelope = (await response.json()) as Envelope<{ url: string } | null>;
  } catch {
    throw new Error('网络连接失败，请检查网络后重试');
  }
  if (!envelope.success || !envelope.data) throw new Error(envelope.msg || '图片上传失败，请稍后重试');
  return envelope.data.url;
}
