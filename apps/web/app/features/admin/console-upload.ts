import type { Envelope } from '@yizhan/contracts';

export interface UploadedPicture {
  url: string;
  width: number;
  height: number;
}

/**
 * Uploads a picture to one of the console's upload addresses (multipart, so not through the JSON client); the server
 * checks and re-encodes it and answers its address and size. Rejects with the server's Chinese message.
 * Same-origin, with the session cookie.
 */
export async function uploadConsolePicture(path: string, file: File): Promise<UploadedPicture> {
  const form = new FormData();
  form.append('file', file);
  let envelope: Envelope<UploadedPicture | null> | undefined;
  try {
    const response = await fetch(path, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    envelope = (await response.json()) as Envelope<UploadedPicture | null>;
  } catch {
    throw new Error('网络连接失败，请检查网络后重试');
  }
  if (!envelope.success || !envelope.data) throw new Error(envelope.msg || '图片上传失败，请稍后重试');
  return envelope.data;
}
