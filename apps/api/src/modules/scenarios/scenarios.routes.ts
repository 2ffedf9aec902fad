import type { FastifyInstance } from 'fastify';
import { CODE, scenariosApi, selectScenario, type ScenarioQuestion } from '@yizhan/contracts';
import { replicaReads, type Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { serve } from '../../lib/serve';
import { viewerOf } from '../../lib/viewer';
import type { ApiRequest } from '../../lib/api-request';
import { findGuideParts, viewerSeesService } from '../service-hall';
import { readQuestions } from './scenarios.repository';

const tags = ['情形引导'];
const SERVICE_NOT_FOUND = '服务不存在';
export const NO_SCENARIOS = '该服务暂无情形引导';

/** The hall's side of 情形引导 (ADR 088): a service's questions, and the person's own list for their answers. */
export async function scenarioRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  // Guides and their questions are the same for every viewer: read from the replica when there is one (ADR 078) and
  // kept in memory until the tables announce a change (migrations 0007 and this module's own trigger, ADR 018).
  const shared = replicaReads(db);
  const reads = cachedReads(cache, 'scenarios', {
    find: async (fid: number, appId: number) => {
      const [service, questions] = await Promise.all([
        findGuideParts(shared, fid, appId),
        readQuestions(shared, fid, appId),
      ]);
      return service ? { service, questions } : undefined;
    },
  });

  /** The service's guide and questions if the viewer sees it and it has a 情形引导; else the hall's 404. */
  const scenarioOf = async (request: ApiRequest, appId: string) => {
    const found = await reads.find(request.unit.fid, Number(appId));
    // As the guide: a service hidden from this viewer is not told apart from one that does not exist.
    if (!found || !viewerSeesService(found.service, viewerOf(request.session))) {
      throw new BusinessError(CODE.notFound, SERVICE_NOT_FOUND, 404);
    }
    const { service, questions } = found;
    if (!service.guide || questions.length === 0) throw new BusinessError(CODE.notFound, NO_SCENARIOS, 404);
    return { service: { ...service, guide: service.guide }, questions };
  };

  serve(
    app,
    scenariosApi.questions,
    async ({ request, query }) => {
      const { service, questions } = await scenarioOf(request, query.appId);
      return { appId: String(service.appId), name: service.name, questions: questions.map(publicQuestion) };
    },
    { tags },
  );

  serve(
    app,
    scenariosApi.list,
    async ({ request, body }) => {
      const { service, questions } = await scenarioOf(request, body.appId);
      const selected = selectScenario(service.guide, questions, body.answers);
      if (!selected.ok) throw new BusinessError(CODE.badRequest, selected.msg, 400);
      return {
        appId: String(service.appId),
        name: service.name,
        list: selected.list,
        handlePlace: service.guide.handlePlace,
        handleTime: service.guide.handleTime,
      };
    },
    { tags },
  );
}

/** A question as the hall shows it: what each answer selects stays on the server. */
const publicQuestion = (question: ScenarioQuestion) => ({
  id: question.id,
  text: question.text,
  hint: question.hint,
  answers: question.answers.map(({ id, label, skip }) => ({ id, label, skip })),
});
