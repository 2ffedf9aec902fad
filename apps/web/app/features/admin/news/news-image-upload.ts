import { NEWS_IMAGE_UPLOAD_PATH } from '@yizhan/contracts';
import { uploadConsolePicture, type UploadedPicture } from '../console-upload';

export type { UploadedPicture };

/** Uploads a picture for an article; the server checks and re-encodes it (ADR 072). */
export const uploadNewsPicture = (file: File): Promise<UploadedPicture> =>
  uploadConsolePicture(NEWS_IMAGE_UPLOAD_PATH, file);
