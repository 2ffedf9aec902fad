import { AVATAR_MAX_BYTES, AVATAR_PATH_PREFIX } from '@yizhan/contracts';
import { newPictureId, pictureIdOf, pictureMessages, reencodePicture, type Picture } from '../../lib/pictures';

/** The stored avatar's edge in pixels: twice the largest place it is shown (64 px on the phone's 我的). */
export const AVATAR_SIZE = 256;

/** What an avatar's upload is told when it is refused. */
export const AVATAR_MESSAGES = pictureMessages('头像图片', AVATAR_MAX_BYTES);

/** Checks and re-encodes an avatar (lib/pictures.ts), cropped to a 256×256 square. */
export const reencodeAvatar = (input: Buffer): Promise<Picture> =>
  reencodePicture(input, { width: AVATAR_SIZE, height: AVATAR_SIZE, fit: 'cover' }, AVATAR_MESSAGES);

/** A new random file name and the address it is served at; a new upload is a new address. */
export function newAvatarName(): { id: string; url: string } {
  const id = newPictureId();
  return { id, url: `${AVATAR_PATH_PREFIX}${id}.webp` };
}

/** The id in an avatar file name, or null when the name cannot be one of ours. */
export const avatarIdOf = pictureIdOf;
