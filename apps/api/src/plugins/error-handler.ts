import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldMessage, type FailureDetail } from '@yizhan/contracts';
import { BusinessError, failure, isApiPath } from '../lib/envelope';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, loggable } from '../db/errors';

/** The generic message of a server fault (the details go to the log, never to the client). */
export const SERVER_FAULT_MESSAGE = '服务器开小差了，请稍后再试';

const location: Record<string, string> = {
  querystring: '查询参数',
  body: '请求体',
  params: '路径参数',
  headers: '请求头',
};

/** Chinese messages for the client errors Fastify itself raises. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型，请使用 application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_BAD_URL: '请求地址不合法',
};

/**
 * The Chinese message of a failed validation (the first problem), as one sentence naming the field by its Chinese
 * label ('账号不能为空'); a problem with the whole part names the part ('请求体不能为空').
 */
export function validationMessage(context: string | undefined, issue: { path: string; message: string }): string {
  if (issue.path) return fieldMessage(issue.path, issue.message);
  return `${location[context ?? ''] ?? '参数'}${issue.message || '不正确'}`;
}

/** Sends an envelope as-is, bypassing the route's success response schema. */
export function sendEnvelope(
  reply: FastifyReply,
  status: number,
  code: number,
  msg: string,
  detail: FailureDetail | null = null,
) {
  return reply
    .status(status)
    .type('application/json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(failure(code, msg, detail));
}

function sendHtmlError(reply: FastifyReply, status: number, msg: string) {
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${status}</title></head><body><main><h1>${status}</h1><p>${msg}</p><p><a href="/">返回首页</a></p></main></body></html>`;
  return reply.status(status).type('text/html; charset=utf-8').send(html);
}

/** Turns every error into a Chinese message and a 4xx/5xx status; never a stack trace. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof BusinessError) {
      reply.headers(error.headers);
      return sendEnvelope(reply, error.status, error.code, error.message, error.detail);
    }

    let status = 500;
    let msg = SERVER_FAULT_MESSAGE;
    if (hasZodFastifySchemaValidationErrors(error)) {
      status = 400;
      const issue = error.validation[0]!;
      const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
      msg = validationMessage(error.validationContext, { path, message: issue.message ?? '' });
    } else if (isDatabaseUnavailable(error)) {
      // Fail closed with a clear message; the process stays up and recovers when the database returns (F2).
      status = 503;
      msg = DATABASE_UNAVAILABLE_MESSAGE;
      reply.header('retry-after', '5');
      request.log.warn({ err: loggable(error) }, 'database unavailable');
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      msg = fastifyMessages[error.code] ?? (status === 429 ? '请求过于频繁，请稍后再试' : '请求不合法');
    } else {
      request.log.error({ err: loggable(error) }, 'unhandled error');
    }

    if (!isApiPath(request.url) && request.method === 'GET') return sendHtmlError(reply, status, msg);
    return sendEnvelope(reply, status, status, msg, status === 500 ? { requestId: request.id } : null);
  });
}
