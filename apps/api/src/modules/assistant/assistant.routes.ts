import type { FastifyInstance } from 'fastify';
import { assistantApi } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { viewerOf } from '../../lib/viewer';
import { aiSearchService } from '../ai-search';
import { aiAnswers, serviceAnswers, type AnswerSource } from './assistant.service';

const tags = ['智能助手'];

/**
 * The built-in intelligent assistant (ADR 027): answers a question through the AI search (ADR 037), for whoever
 * asks (guests too), limited like a keyword search (rate-limit.ts). A POST: the question is free text, and an
 * answer depends on the asker's role, so nothing here is shared or cached by URL.
 */
export async function assistantRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  const source: AnswerSource = aiAnswers(aiSearchService({ db, cache, log: app.log }), serviceAnswers(db, cache));
  serve(
    app,
    assistantApi.ask,
    ({ request, body }) =>
      source.answer(body.question, {
        fid: request.unit.fid,
        unitName: request.unit.name,
        viewer: viewerOf(request.session),
      }),
    { tags },
  );
}
