import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BANNER_DESKTOP_MAX_WIDTH,
  BANNER_MOBILE_SIZE,
  BANNER_PICTURE_MAX_BYTES,
  BANNER_PICTURE_PATH_PREFIX,
  BANNER_PICTURE_UPLOAD_PATH,
  CODE,
  envelopeSchema,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { newPictureId, pictureIdOf, pictureMessages, reencodePicture, uploadedFile } from '../../lib/pictures';
import { sendEnvelope } from '../../plugins/error-handler';
import { consoleDoor } from '../access';
import { recordAdminWrite } from '../audit';
import { bannerPictures } from './site-config.table';

/** A picture's address changes with every upload, so the picture at one address never changes. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';
const MESSAGES_OF_BANNER = pictureMessages('轮播图图片', BANNER_PICTURE_MAX_BYTES);

const uploaded = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
const kindQuery = z.object({
  kind: z.enum(['desktop', 'mobile'], { error: '请说明是电脑端还是手机端图片' }).default('desktop'),
});

/** The desktop art at most 1920 px wide and never enlarged; the phone's cut to exactly 750×400, centred (cover). */
const resizeOf = (kind: 'desktop' | 'mobile') =>
  kind === 'mobile'
    ? { ...BANNER_MOBILE_SIZE, fit: 'cover' as const, position: 'centre' }
    : { width: BANNER_DESKTOP_MAX_WIDTH, withoutEnlargement: true };

/**
 * Banner pictures (ADR 081): the upload for those who may edit home content, checked and re-encoded as avatars are
 * (lib/pictures.ts), and the pictures for everyone. A plugin of its own so that only this route takes multipart.
 */
export async function bannerPictureRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(multipart, {
    limits: { fileSize: BANNER_PICTURE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: BANNER_PICTURE_UPLOAD_PATH,
    schema: {
      summary: '管理后台：上传轮播图图片（电脑端或手机端 750×400，校验并重新编码）',
      tags: ['管理后台'],
      querystring: kindQuery,
      response: { 200: envelopeSchema(uploaded) },
    },
    handler: async (request) => {
      // The console's door, as the pipeline keeps it for its JSON calls (ADR 069, 079, 080).
      const scope = await consoleDoor(db, request, 'home');
      const { kind } = request.query;
      const input = await uploadedFile(request, MESSAGES_OF_BANNER);
      const { bytes, contentType, width, height } = await reencodePicture(input, resizeOf(kind), MESSAGES_OF_BANNER);
      const id = newPictureId();
      const url = `${BANNER_PICTURE_PATH_PREFIX}${id}.webp`;
      await db
        .insert(bannerPictures)
        .values({ id, fid: scope.unit.fid, uid: scope.uid, bytes, contentType, width, height });
      await recordAdminWrite(db, request, {
        fid: scope.unit.fid,
        uid: scope.uid,
        username: scope.username,
        action: 'home.picture',
        target: `${kind === 'mobile' ? '手机端' : '电脑端'}轮播图图片 ${url}`,
        before: null,
        after: { url, width, height, bytes: bytes.length },
      });
      return ok({ url, width, height });
    },
  });

  app.get<{ Params: { file: string } }>(
    `${BANNER_PICTURE_PATH_PREFIX}:file`,
    {
      schema: { hide: true },
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('cache-control', PICTURE_CACHE);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const id = pictureIdOf(request.params.file);
      const [picture] = id
        ? await db
            .select()
            .from(bannerPictures)
            .where(and(eq(bannerPictures.fid, request.unit.fid), eq(bannerPictures.id, id)))
        : [];
      if (!picture) return sendEnvelope(reply, 404, CODE.notFound, '图片不存在');
      return reply
        .type(picture.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(picture.bytes);
    },
  );
}
