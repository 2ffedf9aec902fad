import { AVATAR_UPLOAD_PATH, type Envelope } from '@yizhan/contracts';

const FAILED = '头像上传失败，请稍后重试';

/**
 * Uploads a picture as the avatar (multipart, the one call that is not JSON, so not through the JSON client) and
 * answers its new address; rejects with the server's Chinese message. Same-origin, with the session cookie.
 */
export async function uploadAvatar(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  let envelope: Envelope<{ avatar: string } | null> | undefined;
  try {
    const response = await fetch(AVATAR_UPLOAD_PATH, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    envelope = (await response.json()) as Envelope<{ avatar: string } | null>;
  } catch {
    throw new Error('网络连接失败，请检查网络后重试');
  }
  if (!envelope.success || !envelope.data) throw new Error(envelope.msg || FAILED);
  return envelope.data.avatar;
}
