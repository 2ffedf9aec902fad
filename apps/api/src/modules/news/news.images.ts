import { NEWS_IMAGE_MAX_BYTES, NEWS_IMAGE_PATH_PREFIX } from '@yizhan/contracts';
import { pictureIdOf, pictureMessages } from '../../lib/pictures';

/** What an article picture's upload is told when it is refused. */
export const NEWS_IMAGE_MESSAGES = pictureMessages('图片', NEWS_IMAGE_MAX_BYTES);

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
