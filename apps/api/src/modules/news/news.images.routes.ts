import type { FastifyInstance } from 'fastify';
import {
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_MAX_WIDTH,
  NEWS_IMAGE_PATH_PREFIX,
  NEWS_IMAGE_UPLOAD_PATH,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { consolePictureRoutes } from '../access';
import { findImage, insertImage } from './news.console.repository';
import { NEWS_IMAGE_MESSAGES } from './news.images';

/**
 * The console's article pictures (ADR 072): an upload for those who may write news, at most 1600 px wide and never
 * enlarged, and the pictures themselves for everyone (articles are public).
 */
export async function newsImageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await consolePictureRoutes(app, {
    db,
    kind: {
      uploadPath: NEWS_IMAGE_UPLOAD_PATH,
      prefix: NEWS_IMAGE_PATH_PREFIX,
      maxBytes: NEWS_IMAGE_MAX_BYTES,
      summary: '管理后台：上传新闻图片（校验并重新编码）',
      permission: 'content',
      messages: NEWS_IMAGE_MESSAGES,
      resize: () => ({ width: NEWS_IMAGE_MAX_WIDTH, withoutEnlargement: true }),
      store: (picture) => insertImage(db, picture),
      find: (fid, id) => findImage(db, fid, id),
      action: 'news.image',
      target: (url) => `新闻图片 ${url}`,
    },
  });
}
