import { z } from 'zod';
import { ROBOT } from './constants';
import { defineEndpoint } from './envelope';
import { userText } from './primitives';
import { AI_SEARCH_MAX_SOURCES, aiCitationSchema } from './ai-search';

/** A service an answer points to: the client links it to the guide page of its own site. */
export const assistantServiceSchema = z.object({
  appId: z.string(),
  name: z.string(),
  deptName: z.string(),
});
export type AssistantService = z.infer<typeof assistantServiceSchema>;

/**
 * The built-in assistant's answer (ADR 027, 037): the AI search's answer — text whose 「[n]」 marks name `citations`,
 * and the cited services — or, when it knows nothing, a short sentence and the most used services (`matched` false).
 */
export const assistantAnswerSchema = z.object({
  text: z.string(),
  matched: z.boolean(),
  services: z.array(assistantServiceSchema).max(ROBOT.maxServices),
  citations: z.array(aiCitationSchema).max(AI_SEARCH_MAX_SOURCES).optional(),
});
export type AssistantAnswer = z.infer<typeof assistantAnswerSchema>;

const question = userText(ROBOT.questionMaxLength, `问题不能超过 ${ROBOT.questionMaxLength} 个字`).min(1, '请输入问题');

export const assistantApi = {
  ask: defineEndpoint({
    method: 'POST',
    path: ROBOT.builtinLink,
    policy: { rateLimit: 'search' },
    summary: '内置智能助手问答：从提问者可见的服务中找答案，附办事指南；没有匹配时推荐常用服务（限频同搜索）',
    body: z.object({ question }),
    data: assistantAnswerSchema,
  }),
};
