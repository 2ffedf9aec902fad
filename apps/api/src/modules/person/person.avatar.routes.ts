import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AVATAR_MAX_BYTES, AVATAR_PATH_PREFIX, CODE, envelopeSchema, personApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import { sendEnvelope } from '../../plugins/error-handler';
import { uploadedFile } from '../../lib/pictures';
import { requireUser } from '../../plugins/auth';
import { AVATAR_MESSAGES, avatarIdOf, newAvatarName, reencodeAvatar } from './person.avatar';
import { findAvatar, replaceAvatar } from './person.repository';

/** An avatar's address changes with every upload, so the picture at one address never changes. */
const AVATAR_CACHE = 'private, max-age=31536000, immutable';

/**
 * The avatar upload (security.md R3) and the avatars' addresses. Registered as a plugin of its own so that only this
 * route accepts multipart bodies; every other call stays JSON. The upload is a POST: same-origin and counted against
 * the write limits like every other (plugins/auth.ts, plugins/rate-limit.ts).
 */
export async function avatarRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(multipart, {
    // One file part; the size limit is checked while it streams in, so a larger file is never held whole.
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  const endpoint = personApi.avatarUpload;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: endpoint.method,
    url: endpoint.path,
    schema: { summary: endpoint.summary, tags: ['个人中心'], response: { 200: envelopeSchema(endpoint.data) } },
    handler: async (request) => {
      const { uid } = requireUser(request);
      const picture = await reencodeAvatar(await uploadedFile(request, AVATAR_MESSAGES));
      const name = newAvatarName();
      await replaceAvatar(db, { fid: request.unit.fid, uid }, { ...name, ...picture });
      request.log.info({ uid, bytes: picture.bytes.length }, 'avatar replaced');
      return ok({ avatar: name.url });
    },
  });

  // The picture itself: found by its random name within the unit (an address nobody can guess, like a storage
  // bucket's), cached for good by the browser, never sniffed as anything but the image it is.
  app.get<{ Params: { file: string } }>(
    `${AVATAR_PATH_PREFIX}:file`,
    {
      schema: { hide: true },
      // After the auth plugin's no-store: this answer is the same for as long as its address exists.
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('cache-control', AVATAR_CACHE);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const id = avatarIdOf(request.params.file);
      const avatar = id ? await findAvatar(db, request.unit.fid, id) : undefined;
      if (!avatar) return sendEnvelope(reply, 404, CODE.notFound, '头像不存在');
      return reply
        .type(avatar.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(avatar.bytes);
    },
  );
}
