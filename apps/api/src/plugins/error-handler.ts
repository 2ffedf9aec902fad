import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FailureDetail } from '@yizhan/contracts';
import { BusinessError, failure, isApiPath } from '../lib/envelope';
import { failureOf, validationMessage, type Failure } from '../lib/failures';

/** Chinese messages for the client errors Fastify itself raises. */
const fastifyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型，请使用 application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求体过大',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求体不能为空',
  FST_ERR_CTP_INVALID_JSON_BODY: '请求体不是合法的 JSON',
  FST_ERR_BAD_URL: '请求地址不合法',
};

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

/**
 * A client error Fastify raised before a route ran (a schema of a route outside the request pipeline, a body it
 * could not parse): 400 naming the field, or the error's own 4xx status.
 */
function fastifyClientFailure(error: FastifyError): Failure | undefined {
  let status: number;
  let msg: string;
  if (hasZodFastifySchemaValidationErrors(error)) {
    status = 400;
    const issue = error.validation[0]!;
    const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    msg = validationMessage(error.validationContext, { path, message: issue.message ?? '' });
  } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    status = error.statusCode;
    msg = fastifyMessages[error.code] ?? (status === 429 ? '请求过于频繁，请稍后再试' : '请求不合法');
  } else {
    return undefined;
  }
  return { status, envelope: failure(status, msg), headers: {} };
}

/**
 * Turns every error thrown outside the request pipeline (which maps its own: lib/pipeline.ts) into a Chinese
 * message and a 4xx/5xx status, mapped as the pipeline maps them; never a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer =
      fastifyClientFailure(error) ??
      failureOf(error, { log: request.log, requestId: request.id, logMessage: 'unhandled error' });
    reply.headers(answer.headers);
    const { status, envelope } = answer;
    if (!(error instanceof BusinessError) && !isApiPath(request.url) && request.method === 'GET') {
      return sendHtmlError(reply, status, envelope.msg);
    }
    return sendEnvelope(reply, status, envelope.code, envelope.msg, envelope.data);
  });
}
