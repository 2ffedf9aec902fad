import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CODE,
  envelopeSchema,
  GUIDE_FILE_MAX_BYTES,
  GUIDE_FILE_PATH_PREFIX,
  GUIDE_FILE_UPLOAD_PATH,
  guideFileUploadedSchema,
  idNumber,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError, ok } from '../../lib/envelope';
import { uploadedPart } from '../../lib/pictures';
import { sendEnvelope } from '../../plugins/error-handler';
import { consoleDoor } from '../access';
import { recordAdminWrite } from '../audit';
import { guideFiles } from './guide-files.table';
import { attachmentOf, checkGuideFile, GUIDE_FILE_MESSAGES, guideFileIdOf, newGuideFileName } from './guide-files';
import { assertDepartment } from './service-hall.admin-checks';
import { readService } from './service-hall.admin-store';

/** A file's address changes with every upload, so the file at one address never changes. */
const FILE_CACHE = 'public, max-age=31536000, immutable';
/** Nothing a file holds may run or load anything, should a browser ever show it instead of saving it. */
const FILE_POLICY = "default-src 'none'; sandbox";

/**
 * The files of a guide's materials (ADR 082): an upload for those who may edit the service, and the files for
 * everyone (guides are public), always as a download. A plugin of its own so that only this route accepts multipart
 * bodies; the upload is a POST, so it is same-origin and rate limited like every other write.
 */
export async function guideFileRoutes(app: FastifyInstance, { db }: { db: Db }) {
  await app.register(multipart, {
    limits: { fileSize: GUIDE_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
  });

  app.withTypeProvider<ZodTypeProvider>().route({
    method: 'POST',
    url: GUIDE_FILE_UPLOAD_PATH,
    schema: {
      summary: '管理后台：上传办事指南材料的空白表格或样表（按内容校验类型）',
      tags: ['管理后台'],
      querystring: z.object({ appId: z.coerce.number().pipe(idNumber) }),
      response: { 200: envelopeSchema(guideFileUploadedSchema) },
    },
    handler: async (request) => {
      // The console's door, as the pipeline keeps it for its JSON calls (ADR 069, 079, 080).
      const scope = await consoleDoor(db, request, 'services');
      const fid = scope.unit.fid;
      const service = await readService(db, fid, request.query.appId);
      if (!service) throw new BusinessError(CODE.notFound, '服务事项不存在', 404);
      // A 事项管理员 uploads only for the services of their departments.
      assertDepartment(scope.departments, service.row.deptId);
      const given = await uploadedPart(request, GUIDE_FILE_MESSAGES);
      const file = await checkGuideFile(given.bytes, given.fileName);
      const name = newGuideFileName();
      await db.insert(guideFiles).values({ id: name.id, fid, appId: service.row.id, uid: scope.uid, ...file });
      await recordAdminWrite(db, request, {
        fid,
        uid: scope.uid,
        username: scope.username,
        action: 'service.file',
        target: `服务事项「${service.row.name}」的材料文件「${file.fileName}」`,
        before: null,
        after: { url: name.url, fileName: file.fileName, contentType: file.contentType, bytes: file.bytes.length },
      });
      return ok({ url: name.url, fileName: file.fileName, size: file.bytes.length });
    },
  });

  app.get<{ Params: { file: string } }>(
    `${GUIDE_FILE_PATH_PREFIX}:file`,
    {
      schema: { hide: true },
      onSend: (_request, reply, payload, done) => {
        if (reply.statusCode === 200) reply.header('cache-control', FILE_CACHE);
        done(null, payload);
      },
    },
    async (request, reply) => {
      const id = guideFileIdOf(request.params.file);
      const [file] = id
        ? await db
            .select()
            .from(guideFiles)
            .where(and(eq(guideFiles.id, id), eq(guideFiles.fid, request.unit.fid)))
        : [];
      if (!file) return sendEnvelope(reply, 404, CODE.notFound, '文件不存在或已被删除');
      return reply
        .type(file.contentType)
        .header('content-disposition', attachmentOf(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', FILE_POLICY)
        .send(file.bytes);
    },
  );
}
