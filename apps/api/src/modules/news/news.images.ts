import { randomBytes } from 'node:crypto';
import {
  AVATAR_TYPES,
  CODE,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_WIDTH,
  NEWS_IMAGE_PATH_PREFIX,
} from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';

/** A picture of more pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

export const NEWS_IMAGE_MESSAGES = {
  missing: '请选择要上传的图片（file 字段）',
  notMultipart: '图片须以 multipart/form-data 上传（file 字段）',
  tooLarge: `图片不能超过 ${NEWS_IMAGE_MAX_BYTES / 1024 / 1024} MB`,
  badType: '图片只能是 JPEG、PNG 或 WebP 格式',
  unreadable: '图片已损坏或无法识别，请换一张',
  tooManyPixels: '图片的尺寸过大，请换一张较小的图片',
} as const;

const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);

const SHARP_FORMATS: Record<(typeof AVATAR_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

export interface NewsPicture {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Checks an article picture as avatars are checked (security.md R3): its kind read from its bytes (JPEG, PNG or
 * WebP — never an SVG or a renamed file), decoded by a decoder that must agree, then re-encoded: turned upright, at
 * most 1600 px wide (never enlarged), WebP, without metadata (a photo's place stays behind). A polyglot file does
 * not survive it. Both libraries load on first use.
 */
export async function reencodeNewsPicture(input: Buffer): Promise<NewsPicture> {
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(input))?.mime as (typeof AVATAR_TYPES)[number] | undefined;
  if (!mime || !AVATAR_TYPES.includes(mime)) throw refuse(NEWS_IMAGE_MESSAGES.badType);
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMATS[mime]) throw refuse(NEWS_IMAGE_MESSAGES.badType);
    const { data, info } = await image
      .rotate()
      .resize({ width: NEWS_IMAGE_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    const text = error instanceof Error ? error.message : '';
    throw refuse(/pixel limit/i.test(text) ? NEWS_IMAGE_MESSAGES.tooManyPixels : NEWS_IMAGE_MESSAGES.unreadable);
  }
}

/** A new random picture name (128 bits) and its address; a picture's address never shows another picture. */
export function newPictureName(): { id: string; url: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, url: `${NEWS_IMAGE_PATH_PREFIX}${id}.webp` };
}

const PICTURE_FILE = /^([A-Za-z0-9_-]{22})\.webp$/;

/** The id in a picture's file name, or null when the name cannot be one of ours. */
export const pictureIdOf = (file: string): string | null => PICTURE_FILE.exec(file)?.[1] ?? null;

/** The id of a picture of ours at this address (an article's `src`), or null. */
export const pictureIdAt = (src: string): string | null =>
  src.startsWith(NEWS_IMAGE_PATH_PREFIX) ? pictureIdOf(src.slice(NEWS_IMAGE_PATH_PREFIX.length)) : null;

/** The ids of our pictures an article's HTML shows (its `src`s), for their sizes. */
export function pictureIdsIn(html: string): string[] {
  const ids = new Set<string>();
  for (const match of html.matchAll(/src\s*=\s*["']?([^"'\s>]+)/gi)) {
    const id = pictureIdAt(match[1]!);
    if (id) ids.add(id);
  }
  return [...ids];
}
