import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { ResizeOptions } from 'sharp';
import { AVATAR_TYPES, CODE } from '@yizhan/contracts';
import { BusinessError } from './envelope';

/** A picture of more pixels is refused before it is decoded (a small file can unpack to gigabytes). */
const MAX_INPUT_PIXELS = 40_000_000;

/** What an upload of a picture is told when it is refused, worded for what the picture is (头像图片, 图片, 标志). */
export function pictureMessages(noun: string, maxBytes: number) {
  return {
    missing: `请选择要上传的${noun}（file 字段）`,
    notMultipart: `${noun}须以 multipart/form-data 上传（file 字段）`,
    tooLarge: `${noun}不能超过 ${maxBytes / 1024 / 1024} MB`,
    badType: `${noun}只能是 JPEG、PNG 或 WebP 格式`,
    unreadable: `${noun}已损坏或无法识别，请换一张`,
    tooManyPixels: `${noun}的尺寸过大，请换一张较小的图片`,
  } as const;
}

/** The refusals of an upload: a file that is not a picture (ADR 082) says its own `badType`. */
export type PictureMessages = Readonly<Record<keyof ReturnType<typeof pictureMessages>, string>>;

export interface Picture {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);

/** sharp's name of each accepted kind: the decoder must agree with the bytes' signature. */
const SHARP_FORMATS: Record<(typeof AVATAR_TYPES)[number], string> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * Checks an uploaded picture by its content (security.md R3): its kind read from its bytes (JPEG, PNG or WebP —
 * never an SVG or a renamed file, whatever its name says), decoded by a decoder that must agree, then re-encoded:
 * turned upright, resized as asked, WebP, without metadata (EXIF with the place a photo was taken stays behind). A
 * polyglot file does not survive the decoding and encoding. Both libraries load on first use: a server that never
 * receives a picture never loads the native image library.
 */
export async function reencodePicture(
  input: Buffer,
  resize: ResizeOptions,
  messages: PictureMessages,
): Promise<Picture> {
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(input))?.mime as (typeof AVATAR_TYPES)[number] | undefined;
  if (!mime || !AVATAR_TYPES.includes(mime)) throw refuse(messages.badType);
  const { default: sharp } = await import('sharp');
  sharp.cache(false);
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== SHARP_FORMATS[mime]) throw refuse(messages.badType);
    const { data, info } = await image
      .rotate()
      .resize(resize)
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    const text = error instanceof Error ? error.message : '';
    throw refuse(/pixel limit/i.test(text) ? messages.tooManyPixels : messages.unreadable);
  }
}

/** An uploaded file and the name the sender's computer gave it (never trusted: callers make it safe). */
export interface UploadedPart {
  bytes: Buffer;
  fileName: string;
}

/**
 * The one file part of a multipart upload (field `file`) with its given name, or a Chinese refusal: none, empty, too
 * large (the size is checked while it streams in, so a larger file is never held whole), not multipart.
 */
export async function uploadedPart(request: FastifyRequest, messages: PictureMessages): Promise<UploadedPart> {
  if (!request.isMultipart()) throw refuse(messages.notMultipart);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw refuse(messages.missing);
    const bytes = await part.toBuffer();
    if (bytes.length === 0) throw refuse(messages.missing);
    return { bytes, fileName: part.filename ?? '' };
  } catch (error) {
    if (error instanceof BusinessError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refuse(messages.tooLarge);
    throw refuse(messages.missing);
  }
}

/** The bytes of the one file part of a multipart upload (see uploadedPart). */
export const uploadedFile = async (request: FastifyRequest, messages: PictureMessages): Promise<Buffer> =>
  (await uploadedPart(request, messages)).bytes;

/** A new random picture name (128 bits): a new upload is a new address, so the picture at one address never changes. */
export const newPictureId = (): string => randomBytes(16).toString('base64url');

const PICTURE_FILE = /^([A-Za-z0-9_-]{22})\.webp$/;

/** The id in a picture's file name, or null when the name cannot be one of ours. */
export const pictureIdOf = (file: string): string | null => PICTURE_FILE.exec(file)?.[1] ?? null;
