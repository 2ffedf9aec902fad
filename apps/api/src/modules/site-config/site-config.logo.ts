import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { SITE_LOGO_BOX, SITE_LOGO_MAX_BYTES, SITE_LOGO_PATH_PREFIX, SITE_LOGO_UPLOAD_PATH } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { pictureMessages } from '../../lib/pictures';
import { consolePictureRoutes } from '../access';
import { siteLogos } from './site-config.table';

/**
 * 站点标识 of 站点设置 (issue 37 item 2): an upload for those who may change the site settings, fitted into 480×120
 * without enlarging, and the logos themselves for everyone (the header shows them to guests). The upload only keeps
 * the picture and answers its address: the console's preview shows it, and saving the settings puts it on both sites.
 */
export async function siteLogoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await consolePictureRoutes(app, {
    db,
    kind: {
      uploadPath: SITE_LOGO_UPLOAD_PATH,
      prefix: SITE_LOGO_PATH_PREFIX,
      maxBytes: SITE_LOGO_MAX_BYTES,
      summary: '管理后台：上传站点标识（校验并重新编码）',
      permission: 'site',
      messages: pictureMessages('标志图片', SITE_LOGO_MAX_BYTES),
      resize: () => ({ ...SITE_LOGO_BOX, fit: 'inside', withoutEnlargement: true }),
      store: (picture) => db.insert(siteLogos).values(picture),
      find: async (fid, id) => {
        const [logo] = await db
          .select({ contentType: siteLogos.contentType, bytes: siteLogos.bytes })
          .from(siteLogos)
          .where(and(eq(siteLogos.id, id), eq(siteLogos.fid, fid)));
        return logo;
      },
      action: 'site.logo',
      target: (url) => `站点标识 ${url}`,
    },
  });
}
