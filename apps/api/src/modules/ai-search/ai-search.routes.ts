import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { aiAnswerSchema, aiSearchApi, CODE, type AiAnswer, type AiStreamEvent } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiReply, ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import type { MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { viewerOf } from '../../lib/viewer';
import { aiSearchService, type AiSearchService, type Asker } from './ai-search.service';

const tags = ['智能搜索'];

/** The asker of a call: the unit of the host and the session's user (never anything the call says about itself). */
export const askerOf = (request: ApiRequest): Asker => ({
  fid: request.unit.fid,
  unitName: request.unit.name,
  viewer: viewerOf(request.session),
});

/** Whether the caller asked for server-sent events (and is an HTTP call, not a server-rendering one). */
const wantsStream = (request: ApiRequest, reply: ApiReply): reply is ApiReply & FastifyReply =>
  'hijack' in reply && /\btext\/event-stream\b/.test(String(request.headers.accept ?? ''));

/**
 * Streams an answer as server-sent events (AiStreamEvent): the reply is taken over from Fastify, so the headers
 * its hooks already set (security headers) are written by hand with the stream's own. A caller that goes away
 * cancels the model's request.
 */
async function streamAnswer(
  service: AiSearchService,
  question: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AiAnswer> {
  reply.hijack();
  const res = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) res.setHeader(name, value);
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
  });
  const send = (event: AiStreamEvent) => {
    if (!res.writableEnded) res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
  const gone = new AbortController();
  res.on('close', () => gone.abort());
  try {
    const answer = aiAnswerSchema.parse(
      await service.answer(question, askerOf(request), {
        signal: gone.signal,
        sink: {
          sources: (citations, answeredBy) => send({ event: 'sources', data: { citations, answeredBy } }),
          delta: (text) => send({ event: 'delta', data: { text } }),
        },
      }),
    );
    send({ event: 'done', data: answer });
    return answer;
  } catch (error) {
    request.log.error({ err: error }, '智能搜索失败');
    send({ event: 'failure', data: { code: CODE.serverError, msg: '智能搜索暂时无法回答，请稍后再试' } });
    return { question, text: '', known: false, answeredBy: 'builtin', citations: [] };
  } finally {
    res.end();
  }
}

/**
 * AI search (issue 12 item 5, ADR 037): the unit's configuration as the pages may see it, and answers — a JSON
 * envelope, or server-sent events for a caller that accepts them. Limited like a keyword search (rate-limit.ts).
 */
export async function aiSearchRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const service = aiSearchService({ db, cache, log: app.log });
  serve(app, aiSearchApi.config, ({ request }) => service.publicConfig(askerOf(request)), { tags });
  serve(
    app,
    aiSearchApi.search,
    async ({ query, request, reply }) => {
      if (!(await service.enabled(request.unit.fid))) throw new BusinessError(CODE.forbidden, '本单位未开启智能搜索');
      // Timed to the answer's end: a stream's whole length, as its reader waits for it (ADR 067).
      return app.metrics.timeSearch('ai_search', () =>
        wantsStream(request, reply)
          ? streamAnswer(service, query.question, request as FastifyRequest, reply)
          : service.answer(query.question, askerOf(request)),
      );
    },
    { tags },
  );
}
