import { randomBytes } from 'node:crypto';
import { CODE, GUIDE_FILE_MAX_BYTES, GUIDE_FILE_PATH_PREFIX } from '@yizhan/contracts';
import { BusinessError } from '../../lib/envelope';
import { pictureMessages, reencodePicture } from '../../lib/pictures';

// What a guide's material file may be (ADR 082): its kind read from its bytes, never from its name or the type the
// browser sent. A renamed program, a web page or an SVG is refused whatever it is called.

export const GUIDE_FILE_MESSAGES = {
  ...pictureMessages('文件', GUIDE_FILE_MAX_BYTES),
  badType: '文件只能是 PDF、Word（DOC、DOCX）、Excel（XLS、XLSX）或 JPG、PNG 图片',
};

/** Pictures are scaled down to this width at most (a scanned sample stays readable). */
const PICTURE_MAX_WIDTH = 2000;

/** The kinds kept as they are: file-type's name of the kind → the type served and the name's extension. */
const DOCUMENTS: Record<string, { contentType: string; extension: string }> = {
  'application/pdf': { contentType: 'application/pdf', extension: 'pdf' },
  // file-type reads a zip's [Content_Types].xml: only a Word or Excel document gets these, not any zip.
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
};

/**
 * The old Office formats are one container (Compound File, file-type's 'cfb') whatever they hold: one is taken as a
 * DOC or XLS only when its name says so, and is served as that, for download only.
 */
const COMPOUND: Record<string, string> = { doc: 'application/msword', xls: 'application/vnd.ms-excel' };

/** A file as it is kept: checked bytes, the type it is served as, and a safe name with the right extension. */
export interface GuideFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

const UNSAFE_IN_NAME = /[\p{Cc}\p{Cf}<>:"/\\|?*]/gu;
const NAME_MAX = 80;

/**
 * The name a download is saved as: the last part of what the sender's computer called it, without control,
 * direction or path characters, at most 80 characters, ending with the extension of what the file really is.
 */
export function safeFileName(given: string, extension: string): string {
  const base = given.split(/[/\\]/).pop() ?? '';
  const stem = base
    .replace(/\.[^.]*$/, '')
    .replace(UNSAFE_IN_NAME, '')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, NAME_MAX);
  return `${stem || '附件'}.${extension}`;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

const refuse = () => new BusinessError(CODE.badRequest, GUIDE_FILE_MESSAGES.badType, 400);

/** Checks an uploaded file by its bytes; a JPG or PNG comes back re-encoded (WebP, no metadata) as pictures are. */
export async function checkGuideFile(bytes: Buffer, givenName: string): Promise<GuideFile> {
  const { fileTypeFromBuffer } = await import('file-type');
  const kind = await fileTypeFromBuffer(bytes);
  if (kind?.mime === 'image/jpeg' || kind?.mime === 'image/png') {
    const picture = await reencodePicture(
      bytes,
      { width: PICTURE_MAX_WIDTH, withoutEnlargement: true },
      GUIDE_FILE_MESSAGES,
    );
    return { bytes: picture.bytes, contentType: picture.contentType, fileName: safeFileName(givenName, 'webp') };
  }
  const document = kind ? DOCUMENTS[kind.mime] : undefined;
  if (document)
    return { bytes, contentType: document.contentType, fileName: safeFileName(givenName, document.extension) };
  const extension = extensionOf(givenName);
  if (kind?.ext === 'cfb' && COMPOUND[extension]) {
    return { bytes, contentType: COMPOUND[extension]!, fileName: safeFileName(givenName, extension) };
  }
  throw refuse();
}

/** A new random file name (128 bits) and its address: a new upload is a new address. */
export function newGuideFileName(): { id: string; url: string } {
  const id = randomBytes(16).toString('base64url');
  return { id, url: `${GUIDE_FILE_PATH_PREFIX}${id}` };
}

const FILE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The id in a file's address, or null when it cannot be one of ours. */
export const guideFileIdOf = (value: string): string | null => (FILE_ID.test(value) ? value : null);

/** RFC 6266: an ASCII fallback and the UTF-8 name, so a Chinese name arrives whole. */
export function attachmentOf(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()]/g, (char) => `%${char.charCodeAt(0).toString(16)}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
