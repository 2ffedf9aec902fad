import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq } from 'drizzle-orm';
import {
  CODE,
  envelopeSchema,
  SITE_LOGO_BOX,
  SITE_LOGO_MAX_BYTES,
  SITE_LOGO_PATH_PREFIX,
  SITE_LOGO_UPLOAD_PATH,
  uploadedLogoSchema,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { newPictureId, pictureIdOf, pictureMessages, reencodePicture, uploadedFile } from '../../lib/pictures';
import { sendEnvelope } from '../../plugins/error-handler';
import { consoleDoor } from '../access';
import { recordAdminWrite } from '../audit';
import { siteLogos } from './site-config.table';

const LOGO_MESSAGES = pictureMessages('标志图片', SITE_LOGO_MAX_BYTES);

/** A logo's address changes with every upload, so the picture at one address never changes. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

/**
 * 站点标识 of 站点设置 (issue 37 item 2): an upload for those who may change the site settings, checked as avatars
 * are (type sniffed, size bound, re-encoded) and fitted into 480×120 without enlarging; and the logos themselves for
 * everyone (the header shows them to guests). The upload only keeps the picture and answers its address: the
 * console's preview shows it, and saving the settings puts it on both sites. A plugin of its own so that only this
 * route accepts multipart bodies; the upload is a POST, so it is same-origin and rate limited like every write.
 */
export async function siteLogoRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(multipart, {
    limits: { fileSize: SITE_LOGO_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: SITE_LOGO_UPLOAD_PATH,
    schema: {
      summary: '管理后台：上传站点标识（校验并重新编码）',
      tags: ['管理后台'],
      response: { 200: envelopeSchema(uploadedLogoSchema) },
    },
    handler: async (request) => {
      // The console's door, as the pipeline keeps it for its JSON calls (ADR 069, 079, 080).
      const scope = await consoleDoor(db, request, 'site');
      const input = await uploadedFile(request, LOGO_MESSAGES);
      const picture = await reencodePicture(
        input,
        { ...SITE_LOGO_BOX, fit: 'inside', withoutEnlargement: true },
        LOGO_MESSAGES,
      );
      const id = newPictureId();
      const url = `${SITE_LOGO_PATH_PREFIX}${id}.webp`;
      const { bytes, contentType, width, height } = picture;
      await db.insert(siteLogos).values({ id, fid: scope.unit.fid, uid: scope.uid, bytes, contentType, width, height });
      await recordAdminWrite(db, request, {
        fid: scope.unit.fid,
        uid: scope.uid,
        username: scope.username,
        action: 'site.logo',
        target: `站点标识 ${url}`,
        before: null,
        after: { url, width, height, bytes: bytes.length },
      });
      return ok({ url, width, height });
    },
  });

  app.get<{ Params: { file: string } }>(
    `${SITE_LOGO_PATH_PREFIX}:file`,
    {
      schema: { hide: true },
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('cache-control', PICTURE_CACHE);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const id = pictureIdOf(request.params.file);
      const [logo] = id
        ? await db
            .select({ contentType: siteLogos.contentType, bytes: siteLogos.bytes })
            .from(siteLogos)
            .where(and(eq(siteLogos.id, id), eq(siteLogos.fid, request.unit.fid)))
        : [];
      if (!logo) return sendEnvelope(reply, 404, CODE.notFound, '图片不存在');
      return reply
        .type(logo.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(logo.bytes);
    },
  );
}
