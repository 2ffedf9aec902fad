import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@yizhan/contracts';

/** What the file picker offers: the kinds the server accepts (it checks the bytes again; this only saves a trip). */
export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');

/**
 * Why a chosen file cannot be an avatar, before it is sent ('' when it may be): the same words as the server's
 * answers. The server decides by the file's content; the browser only knows the name's type and the size.
 */
export function avatarFileProblem(file: Pick<File, 'size' | 'type'>): string {
  if (file.size > AVATAR_MAX_BYTES) return '头像图片不能超过 2 MB';
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return '头像图片只能是 JPEG、PNG 或 WebP 格式';
  return '';
}
