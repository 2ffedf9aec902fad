import { redirect } from 'react-router';
import {
  appIdSchema,
  CODE,
  scenariosApi,
  walkScenario,
  type EndpointData,
  type ScenarioAnswers,
} from '@yizhan/contracts';
import { ApiError } from '../../shared/api-client/api-client';
import type { ServerApi } from '../../shared/api-client/server-api';
import { isNotFound, notFound } from '../../shared/api-client/loaded';
import { PREVIOUS_PARAM } from './scenario-query';

const NO_SCENARIOS = '该服务暂无情形引导';

export type ScenarioService = EndpointData<typeof scenariosApi.questions>;
export type ScenarioResult = EndpointData<typeof scenariosApi.list>;

/** What a scenario page shows: the question to answer now, or the person's list when every question is answered. */
export interface ScenarioPage {
  service: ScenarioService;
  /** The answers given so far to the questions asked, in order. */
  answers: ScenarioAnswers;
  step: { questionId: string; number: number; previous: string | null } | null;
  result: ScenarioResult | null;
}

/**
 * The page of a service's 情形引导 from its URL: the answers are the query string (question id = answer id), so each
 * step is a plain GET form and works without scripts. The API builds the list; an unknown service or one without
 * scenarios is the not-found view; a session that ended signs in at `login` and comes back.
 */
export async function loadScenario(
  api: ServerApi,
  id: string | undefined,
  url: URL,
  login: string,
): Promise<ScenarioPage> {
  const appId = appIdSchema.safeParse(id);
  if (!appId.success) notFound(NO_SCENARIOS);
  let service: ScenarioService;
  try {
    service = await api(scenariosApi.questions, { query: { appId: appId.data } });
  } catch (error) {
    if (isNotFound(error)) notFound(error.message || NO_SCENARIOS);
    if (error instanceof ApiError && error.code === CODE.unauthorized) throw redirect(login);
    throw error;
  }
  const given: ScenarioAnswers = {};
  for (const question of service.questions) {
    const value = url.searchParams.get(question.id);
    if (value) given[question.id] = value;
  }
  const walk = walkScenario(service.questions, given);
  const answers = Object.fromEntries(walk.asked.map(({ question, answer }) => [question.id, answer.id]));
  if (walk.next) {
    const step = {
      questionId: walk.next.id,
      number: walk.asked.length + 1,
      previous: url.searchParams.get(PREVIOUS_PARAM),
    };
    return { service, answers, step, result: null };
  }
  const result = await api(scenariosApi.list, { body: { appId: appId.data, answers } });
  return { service, answers, step: null, result };
}
