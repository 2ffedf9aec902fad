import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import type { ResizeOptions } from 'sharp';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CODE, envelopeSchema, type AdminPermission } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../lib/envelope';
import {
  newPictureId,
  pictureIdOf,
  reencodePicture,
  uploadedFile,
  type Picture,
  type PictureMessages,
} from '../../lib/pictures';
import { sendEnvelope } from '../../plugins/error-handler';
import { consoleDoor } from './admin-scope';
import { consoleAuditor } from './console-audit';

/** A picture's address changes with every upload, so the picture at one address never changes. */
const PICTURE_CACHE = 'public, max-age=31536000, immutable';

const uploadedSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

/** A picture kept by a module: its row as uploaded, and what serving it needs. */
export interface StoredPicture extends Picture {
  id: string;
  fid: number;
  uid: number;
}

/** One kind of picture uploaded in the console (article pictures, banner art, logos): where, who, how big, kept where. */
export interface ConsolePictureKind<Q extends Record<string, unknown>> {
  uploadPath: string;
  /** The pictures' addresses: `${prefix}<random id>.webp`. */
  prefix: string;
  maxBytes: number;
  summary: string;
  permission: AdminPermission;
  messages: PictureMessages;
  /** The upload's query (which cut of a banner, say), when it has one. */
  query?: z.ZodType<Q>;
  resize: (query: Q) => ResizeOptions;
  store: (picture: StoredPicture) => Promise<unknown>;
  find: (fid: number, id: string) => Promise<Pick<Picture, 'bytes' | 'contentType'> | undefined>;
  /** The audit entry's action and its target in words. */
  action: string;
  target: (url: string, query: Q) => string;
}

/**
 * A kind of console picture's upload and addresses, in a plugin of its own so that only its upload takes multipart
 * bodies. The upload keeps the console's door (consoleDoor), checks and re-encodes the picture as avatars are
 * (lib/pictures.ts), keeps it, audits it and answers its address; it is a POST, so same-origin and rate limited like
 * every write. The pictures are everyone's (pages show them to guests), each found within its unit by a random name
 * nobody can guess, cached for good and never sniffed as anything but the image it is.
 */
export async function consolePictureRoutes<Q extends Record<string, unknown>>(
  app: FastifyInstance,
  { db, kind }: { db: Db; kind: ConsolePictureKind<Q> },
) {
  await app.register(multipart, {
    limits: { fileSize: kind.maxBytes, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });
  const audit = consoleAuditor(db);

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: kind.uploadPath,
    schema: {
      summary: kind.summary,
      tags: ['管理后台'],
      ...(kind.query ? { querystring: kind.query } : {}),
      response: { 200: envelopeSchema(uploadedSchema) },
    },
    handler: async (request) => {
      const scope = await consoleDoor(db, request, kind.permission);
      const query = request.query as Q;
      const input = await uploadedFile(request, kind.messages);
      const picture = await reencodePicture(input, kind.resize(query), kind.messages);
      const id = newPictureId();
      const url = `${kind.prefix}${id}.webp`;
      await kind.store({ ...picture, id, fid: scope.unit.fid, uid: scope.uid });
      const { width, height } = picture;
      const after = { url, width, height, bytes: picture.bytes.length };
      await audit(request, scope, kind.action, kind.target(url, query), null, after);
      return ok({ url, width, height });
    },
  });

  app.get<{ Params: { file: string } }>(
    `${kind.prefix}:file`,
    {
      schema: { hide: true },
      // After the auth plugin's no-store: this answer is the same for as long as its address exists.
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('cache-control', PICTURE_CACHE);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const id = pictureIdOf(request.params.file);
      const picture = id ? await kind.find(request.unit.fid, id) : undefined;
      if (!picture) return sendEnvelope(reply, 404, CODE.notFound, '图片不存在');
      return reply
        .type(picture.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(picture.bytes);
    },
  );
}
