import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { appIdSchema, guideMaterialSchema } from './service-hall';
import { serviceMaterialSchema } from './admin-services';
import { userText } from './primitives';

// 情形引导 (issue 38 item 3, ADR 088): a service's short list of questions whose answers select the materials,
// steps, fee and time limit that apply to the person asking. The console edits them; the hall asks them.

export const SCENARIO_QUESTIONS_MAX = 8;
export const SCENARIO_ANSWERS_MIN = 2;
export const SCENARIO_ANSWERS_MAX = 4;

const text = (max: number, what: string) => userText(max, `${what}不能超过 ${max} 个字`);
/** A short key of a question or an answer, unique within its guide: what the page's form and the answers carry. */
const key = (what: string) =>
  z.string({ error: `${what}无效` }).regex(/^[a-z][a-z0-9]{0,11}$/, `${what}应为小写字母开头的字母或数字，至多 12 位`);
/** Items of the guide an answer names: materials by their name, steps by their text. */
const names = (max: number, what: string) => z.array(text(500, what)).max(max, `${what}最多 ${max} 项`);

/** A material of a guide, as the hall shows it and as a person's list carries it. */
export type ScenarioMaterial = z.infer<typeof guideMaterialSchema>;

/** What one answer selects. An item some answer `include`s applies only when one of those answers is chosen. */
export const scenarioAnswerSchema = z.object({
  id: key('答案编号'),
  label: text(30, '答案').min(1, '请填写答案'),
  includeMaterials: names(50, '适用的材料'),
  excludeMaterials: names(50, '不需要的材料'),
  /** Materials only this answer asks for, beside the guide's. */
  extraMaterials: z.array(serviceMaterialSchema).max(10, '本情形另需的材料最多 10 项'),
  includeSteps: names(30, '适用的步骤'),
  excludeSteps: names(30, '不适用的步骤'),
  /** 收费标准 and 承诺时限 of this case, or null to keep the guide's (a later answer wins). */
  fee: text(500, '本情形的收费').nullable(),
  promiseDays: z
    .number({ error: '承诺时限应为天数' })
    .int('承诺时限应为整数天')
    .min(0, '承诺时限不能为负数')
    .max(3650, '承诺时限过长')
    .nullable(),
  note: text(300, '提示'),
  /** Ids of later questions that are not asked after this answer. */
  skip: z.array(key('跳过的问题')).max(SCENARIO_QUESTIONS_MAX, '跳过的问题过多'),
});
export type ScenarioAnswer = z.infer<typeof scenarioAnswerSchema>;

export const scenarioQuestionSchema = z.object({
  id: key('问题编号'),
  text: text(100, '问题').min(1, '请填写问题'),
  hint: text(300, '问题说明'),
  answers: z
    .array(scenarioAnswerSchema)
    .min(SCENARIO_ANSWERS_MIN, `每个问题至少 ${SCENARIO_ANSWERS_MIN} 个答案`)
    .max(SCENARIO_ANSWERS_MAX, `每个问题至多 ${SCENARIO_ANSWERS_MAX} 个答案`),
});
export type ScenarioQuestion = z.infer<typeof scenarioQuestionSchema>;

/** The questions of a guide, checked as a whole: unique ids, and every skip names a later question. */
export const scenarioQuestionsSchema = z
  .array(scenarioQuestionSchema)
  .max(SCENARIO_QUESTIONS_MAX, `问题最多 ${SCENARIO_QUESTIONS_MAX} 个`)
  .superRefine((questions, context) => {
    const seen = new Set<string>();
    questions.forEach((question, index) => {
      if (seen.has(question.id)) context.addIssue({ code: 'custom', message: `问题编号「${question.id}」重复` });
      seen.add(question.id);
      const answerIds = new Set(question.answers.map((answer) => answer.id));
      if (answerIds.size < question.answers.length) {
        context.addIssue({ code: 'custom', message: `问题「${question.text}」的答案编号重复` });
      }
      const later = new Set(questions.slice(index + 1).map((each) => each.id));
      for (const answer of question.answers) {
        if (answer.skip.some((id) => !later.has(id))) {
          context.addIssue({ code: 'custom', message: `答案「${answer.label}」只能跳过它后面的问题` });
        }
      }
    });
  });

/** A question as the hall shows it: what each answer selects stays on the server. */
export const publicScenarioQuestionSchema = z.object({
  id: z.string(),
  text: z.string(),
  hint: z.string(),
  answers: z.array(z.object({ id: z.string(), label: z.string(), skip: z.array(z.string()) })),
});
export type PublicScenarioQuestion = z.infer<typeof publicScenarioQuestionSchema>;

/** The answers given: question id → answer id. */
export const scenarioAnswersSchema = z
  .record(key('问题编号'), key('答案编号'), { error: '回答的格式不正确' })
  .refine((answers) => Object.keys(answers).length <= SCENARIO_QUESTIONS_MAX, '回答的问题过多');
export type ScenarioAnswers = z.infer<typeof scenarioAnswersSchema>;

/** The person's own list: the guide's parts that apply to the answers given. */
export const scenarioListSchema = z.object({
  answered: z.array(z.object({ question: z.string(), answer: z.string() })),
  materials: z.array(guideMaterialSchema),
  steps: z.array(z.string()),
  chargeStandard: z.string(),
  /** Working days. */
  promiseEndTime: z.number().int(),
  notes: z.array(z.string()),
});
export type ScenarioList = z.infer<typeof scenarioListSchema>;

const service = z.object({ appId: z.string(), name: z.string() });

export const scenariosApi = {
  questions: defineEndpoint({
    method: 'GET',
    path: '/homepage/homeScenario/getQuestions',
    summary: '情形引导：服务的问题与答案（无情形引导的服务为 404）',
    query: z.object({ appId: appIdSchema }),
    data: service.extend({ questions: z.array(publicScenarioQuestionSchema) }),
  }),
  list: defineEndpoint({
    method: 'POST',
    path: '/homepage/homeScenario/getMaterialList',
    policy: { rateLimit: 'none' },
    summary: '情形引导：按回答生成本人的材料清单、办理流程、收费与承诺时限',
    body: z.object({ appId: appIdSchema, answers: scenarioAnswersSchema }),
    data: service.extend({ list: scenarioListSchema, handlePlace: z.string(), handleTime: z.string() }),
  }),
};
