import { z } from 'zod';
import { SEARCH_MAX_LENGTH } from './constants';
import { defineEndpoint } from './envelope';
import { userText } from './primitives';
import { searchKindSchema } from './search';

/** Sources one answer cites at most. */
export const AI_SEARCH_MAX_SOURCES = 4;

/**
 * A unit's AI search as the pages see it (ADR 037): whether it is on, what it is called and a line introducing it.
 * Never where its model lives or the key it uses — those stay on the server.
 */
export const aiSearchConfigSchema = z.object({
  enabled: z.boolean(),
  name: z.string(),
  intro: z.string(),
  /** Example questions the page offers, taken from what the viewer may open. */
  examples: z.array(z.string()),
});
export type AiSearchConfig = z.infer<typeof aiSearchConfigSchema>;

/** A question in Chinese: trimmed, 1–100 characters, no control characters. */
export const aiQuestionSchema = userText(SEARCH_MAX_LENGTH, `问题不能超过 ${SEARCH_MAX_LENGTH} 个字`).min(
  1,
  '请输入问题',
);

/** One numbered source of an answer: the answer's 「[n]」 points here. */
export const aiCitationSchema = z.object({
  n: z.number().int().min(1),
  kind: searchKindSchema,
  id: z.string(),
  title: z.string(),
  /** The passage the answer was composed from (plain text). */
  quote: z.string(),
  /** Where the desktop site opens it. */
  url: z.string(),
  /** Where the phone opens it. */
  mobileUrl: z.string(),
  /** The department of a service, the source of an article, the sender of a notice. */
  source: z.string(),
  date: z.string(),
});
export type AiCitation = z.infer<typeof aiCitationSchema>;

/**
 * An answer. `text` is plain text whose 「[n]」 marks name `citations` by `n`; `known` false means the portal holds
 * nothing good on the question and `text` says so (`citations` may then offer the nearest entries). `answeredBy`:
 * the built-in (offline) answerer or the unit's model.
 */
export const aiAnswerSchema = z.object({
  question: z.string(),
  text: z.string(),
  known: z.boolean(),
  answeredBy: z.enum(['builtin', 'model']),
  citations: z.array(aiCitationSchema).max(AI_SEARCH_MAX_SOURCES),
});
export type AiAnswer = z.infer<typeof aiAnswerSchema>;

/**
 * The events of a streamed answer (`Accept: text/event-stream`): `sources` first (the citations the model was
 * given), then `delta` pieces of text as the model writes them, then `done` with the whole answer — the same object
 * the JSON envelope carries, which replaces what the pieces built (a model that failed half way is replaced by the
 * offline answer). `failure` carries an envelope-like `{ code, msg }` (429, a bad question) and ends the stream.
 */
export type AiStreamEvent =
  | { event: 'sources'; data: { citations: AiCitation[]; answeredBy: AiAnswer['answeredBy'] } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'done'; data: AiAnswer }
  | { event: 'failure'; data: { code: number; msg: string } };

export const aiSearchApi = {
  config: defineEndpoint({
    method: 'GET',
    path: '/homepage/aiCenter/queryAiConfig',
    summary: '本单位的智能搜索：是否开启、名称、介绍与示例问题（不含模型地址与密钥）',
    data: aiSearchConfigSchema,
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/homepage/aiCenter/aiSearch',
    policy: { rateLimit: 'search' },
    summary:
      '智能搜索：用本站内容（办事指南、新闻、通知公告）回答问题，答案以 [1] [2] 标注出处；找不到可靠内容时说明不知道。' +
      'Accept: text/event-stream 时以服务器推送事件逐段返回（限频同搜索）',
    query: z.object({ question: aiQuestionSchema }),
    data: aiAnswerSchema,
  }),
};
