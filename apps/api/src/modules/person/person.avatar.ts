import { randomBytes } from 'node:crypto';
import { AVATAR_PATH_PREFIX, AVATAR_TYPES, CODE } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';

/** The stored avatar's edge in pixels: twice the largest place it is shown (64 px on the phone's 我的). */
export const AVATAR_SIZE = 256;
/** A picture of more pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;
const OUTPUT_TYPE = 'image/webp';

export const AVATAR_MESSAGES = {
  missing: '请选择要上传的头像图片（file 字段）',
  notMultipart: '头像图片须以 multipart/form-data 上传（file 字段）',
  tooLarge: '头像图片不能超过 2 MB',
  badType: '头像图片只能是 JPEG、PNG 或 WebP 格式',
  unreadable: '头像图片已损坏或无法识别，请换一张',
  tooManyPixels: '头像图片的尺寸过大，请换一张较小的图片',
} as const;

const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);

/** sharp's name of each accepted kind: the decoder must agree with the bytes' signature. */
const SHARP_FORMATS: Record<(typeof AVATAR_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Checks an uploaded picture by its content (magic bytes: JPEG, PNG or WebP — never an SVG, a renamed text file or
 * anything else, whatever its name says) and re-encodes it: turned upright, cropped to a square, 256×256 WebP,
 * without its metadata (EXIF with the place a photo was taken stays behind). A polyglot file does not survive the
 * decoding and encoding. Both libraries are loaded on first use: a server that never receives an avatar never loads
 * the native image library.
 */
export async function reencodeAvatar(input: Buffer): Promise<{ bytes: Buffer; contentType: string }> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(input);
  const mime = detected?.mime as (typeof AVATAR_TYPES)[number] | undefined;
  if (!mime || !AVATAR_TYPES.includes(mime)) throw refuse(AVATAR_MESSAGES.badType);
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMATS[mime]) throw refuse(AVATAR_MESSAGES.badType);
    const bytes = await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
    return { bytes, contentType: OUTPUT_TYPE };
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    const text = error instanceof Error ? error.message : '';
    throw refuse(/pixel limit/i.test(text) ? AVATAR_MESSAGES.tooManyPixels : AVATAR_MESSAGES.unreadable);
  }
}

/** A new random file name (128 bits) and the address it is served at; a new upload is a new address. */
export function newAvatarName(): { id: string; url: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, url: `${AVATAR_PATH_PREFIX}${id}.webp` };
}

/** The id in an avatar file name, or null when the name cannot be one of ours. */
export const avatarIdOf = (file: string): string | null => /^([A-Za-z0-9_-]{22})\.webp$/.exec(file)?.[1] ?? null;
