import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CODE,
  envelopeSchema,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_IMAGE_PATH_PREFIX,
  NEWS_IMAGE_UPLOAD_PATH,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { sendEnvelope } from '../../plugins/error-handler';
import { uploadedFile } from '../../lib/pictures';
import { consoleDoor } from '../access';
import { recordAdminWrite } from '../audit';
import { findImage, insertImage } from './news.console.repository';
import { NEWS_IMAGE_MESSAGES, newPictureName, pictureIdOf, reencodeNewsPicture } from './news.images';

/** A picture's address changes with every upload, so the picture at one address never changes. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

const uploaded = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/**
 * The console's article pictures (ADR 072): an upload for those who may write news, and the pictures themselves for
 * everyone (articles are public). A plugin of its own so that only this route accepts multipart bodies; the upload
 * is a POST, so it is same-origin and rate limited like every other write.
 */
export async function newsImageRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(multipart, {
    limits: { fileSize: NEWS_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: NEWS_IMAGE_UPLOAD_PATH,
    schema: {
      summary: '管理后台：上传新闻图片（校验并重新编码）',
      tags: ['管理后台'],
      response: { 200: envelopeSchema(uploaded) },
    },
    handler: async (request) => {
      // The console's door, as the pipeline keeps it for its JSON calls (ADR 069, 079, 080).
      const scope = await consoleDoor(db, request, 'content');
      const picture = await reencodeNewsPicture(await uploadedFile(request, NEWS_IMAGE_MESSAGES));
      const name = newPictureName();
      const { bytes, contentType, width, height } = picture;
      await insertImage(db, { id: name.id, fid: scope.unit.fid, uid: scope.uid, bytes, contentType, width, height });
      await recordAdminWrite(db, request, {
        fid: scope.unit.fid,
        uid: scope.uid,
        username: scope.username,
        action: 'news.image',
        target: `新闻图片 ${name.url}`,
        before: null,
        after: { url: name.url, width, height, bytes: bytes.length },
      });
      return ok({ url: name.url, width, height });
    },
  });

  app.get<{ Params: { file: string } }>(
    `${NEWS_IMAGE_PATH_PREFIX}:file`,
    {
      schema: { hide: true },
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('cache-control', PICTURE_CACHE);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const id = pictureIdOf(request.params.file);
      const picture = id ? await findImage(db, request.unit.fid, id) : undefined;
      if (!picture) return sendEnvelope(reply, 404, CODE.notFound, '图片不存在');
      return reply
        .type(picture.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(picture.bytes);
    },
  );
}
