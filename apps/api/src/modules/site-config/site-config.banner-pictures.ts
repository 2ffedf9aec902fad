import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  BANNER_DESKTOP_MAX_WIDTH,
  BANNER_MOBILE_SIZE,
  BANNER_PICTURE_MAX_BYTES,
  BANNER_PICTURE_PATH_PREFIX,
  BANNER_PICTURE_UPLOAD_PATH,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { pictureMessages } from '../../lib/pictures';
import { consolePictureRoutes } from '../access';
import { bannerPictures } from './site-config.table';

const kindQuery = z.object({
  kind: z.enum(['desktop', 'mobile'], { error: '请说明是电脑端还是手机端图片' }).default('desktop'),
});

/**
 * Banner pictures (ADR 081): the upload for those who may edit home content, and the pictures for everyone. The
 * desktop art at most 1920 px wide and never enlarged; the phone's cut to exactly 750×400, centred (cover).
 */
export async function bannerPictureRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await consolePictureRoutes(app, {
    db,
    kind: {
      uploadPath: BANNER_PICTURE_UPLOAD_PATH,
      prefix: BANNER_PICTURE_PATH_PREFIX,
      maxBytes: BANNER_PICTURE_MAX_BYTES,
      summary: '管理后台：上传轮播图图片（电脑端或手机端 750×400，校验并重新编码）',
      permission: 'home',
      messages: pictureMessages('轮播图图片', BANNER_PICTURE_MAX_BYTES),
      query: kindQuery,
      resize: ({ kind }) =>
        kind === 'mobile'
          ? { ...BANNER_MOBILE_SIZE, fit: 'cover', position: 'centre' }
          : { width: BANNER_DESKTOP_MAX_WIDTH, withoutEnlargement: true },
      store: (picture) => db.insert(bannerPictures).values(picture),
      find: async (fid, id) => {
        const [picture] = await db
          .select({ contentType: bannerPictures.contentType, bytes: bannerPictures.bytes })
          .from(bannerPictures)
          .where(and(eq(bannerPictures.fid, fid), eq(bannerPictures.id, id)));
        return picture;
      },
      action: 'home.picture',
      target: (url, { kind }) => `${kind === 'mobile' ? '手机端' : '电脑端'}轮播图图片 ${url}`,
    },
  });
}
