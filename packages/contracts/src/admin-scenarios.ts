import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { idNumber, INT4_MAX } from './primitives';
import { guideMaterialSchema } from './service-hall';
import { scenarioQuestionsSchema } from './scenarios';

// 情形引导 in the console (ADR 088): a service's questions, answers and what each answer selects, edited beside
// its guide with a live preview. Permission 'services'; a 事项管理员 only for the services of their departments.

/** A service's scenarios as the console edits them, with the guide parts the answers select from (the preview). */
export const adminScenariosSchema = z.object({
  appId: z.number().int(),
  name: z.string(),
  /** Null when the service has no 办事指南: scenarios select from a guide, so there is nothing to edit yet. */
  guide: z
    .object({
      materials: z.array(guideMaterialSchema),
      steps: z.array(z.string()),
      chargeStandard: z.string(),
      promiseEndTime: z.number().int(),
    })
    .nullable(),
  questions: scenarioQuestionsSchema,
  version: z.string(),
});
export type AdminScenarios = z.infer<typeof adminScenariosSchema>;

const serviceId = z.coerce
  .number({ error: '服务编号无效' })
  .int('服务编号无效')
  .min(1, '服务编号无效')
  .max(INT4_MAX, '服务编号无效');

const policy = { caller: 'admin', permission: 'services' } as const;

export const adminScenariosApi = {
  one: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/scenarios/one',
    summary: '管理后台：一个服务事项的情形引导（问题、答案及各答案适用的材料、步骤、收费与时限）',
    query: z.object({ id: serviceId }),
    data: adminScenariosSchema,
    policy,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/scenarios/save',
    summary: '管理后台：保存服务事项的情形引导（基于读取时的版本；不留问题即取消情形引导）',
    body: z.object({ id: idNumber, version: versionField, questions: scenarioQuestionsSchema }),
    data: adminScenariosSchema,
    policy,
  }),
};

/** A service without a guide has nothing for answers to select from. */
export const SCENARIO_NEEDS_GUIDE = '请先为该服务填写办事指南，再设置情形引导';
