import type { FastifyBaseLogger } from 'fastify';
import { CODE, fieldMessage, type Envelope, type FailureDetail } from '@yizhan/contracts';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable, loggable } from '../db/errors';
import { BusinessError, failure } from './envelope';

/** The generic message of a server fault (the details go to the log, never to the client). */
export const SERVER_FAULT_MESSAGE = '服务器开小差了，请稍后再试';

const location: Record<string, string> = {
  querystring: '查询参数',
  body: '请求体',
  params: '路径参数',
  headers: '请求头',
};

/**
 * The Chinese message of a failed validation (the first problem), as one sentence naming the field by its Chinese
 * label ('账号不能为空'); a problem with the whole part names the part ('请求体不能为空').
 */
export function validationMessage(context: string | undefined, issue: { path: string; message: string }): string {
  if (issue.path) return fieldMessage(issue.path, issue.message);
  return `${location[context ?? ''] ?? '参数'}${issue.message || '不正确'}`;
}

/** A refused or failed call as every transport answers it: status, failure envelope, and headers for HTTP. */
export interface Failure {
  status: number;
  envelope: Envelope<FailureDetail | null>;
  /** Response headers (Retry-After); a call without a response of its own (server rendering) drops them. */
  headers: Record<string, string>;
}

/**
 * What an error thrown while serving a call answers: a business failure as it says; the database away as 503
 * (logged as a warning, the process stays up: F2); anything else as a 500 with the request id, logged as an error
 * with `logMessage` and never shown to the client.
 */
export function failureOf(
  error: unknown,
  {
    log,
    requestId,
    logMessage,
    path,
  }: { log: FastifyBaseLogger; requestId: string; logMessage: string; path?: string },
): Failure {
  if (error instanceof BusinessError) {
    return { status: error.status, envelope: failure(error.code, error.message, error.detail), headers: error.headers };
  }
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: loggable(error), ...(path ? { path } : {}) }, 'database unavailable');
    const envelope = failure(CODE.serviceUnavailable, DATABASE_UNAVAILABLE_MESSAGE);
    return { status: 503, envelope, headers: { 'retry-after': '5' } };
  }
  log.error({ err: loggable(error), ...(path ? { path } : {}) }, logMessage);
  return { status: 500, envelope: failure(CODE.serverError, SERVER_FAULT_MESSAGE, { requestId }), headers: {} };
}
