import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { idDigits, NOT_PRINTABLE, printable } from './primitives';

/**
 * The five levels of 好差评 (issue 38 §2, the State Council's rules: 一事一评, five levels), best first. A level is
 * its number (5 非常满意 … 1 非常不满意); 2 and 1 are 差评, which the service's department follows up.
 */
export const RATING_LEVELS = {
  5: '非常满意',
  4: '满意',
  3: '基本满意',
  2: '不满意',
  1: '非常不满意',
} as const;
export type RatingLevel = keyof typeof RATING_LEVELS;
export const RATING_LEVEL_CODES = [5, 4, 3, 2, 1] as const satisfies readonly RatingLevel[];

/** Levels at or below this are 差评: a reason is required and the department follows them up. */
export const BAD_RATING_MAX = 2;
/** Levels at or above this count as satisfied in the summaries (基本满意 included, as the national platform counts). */
export const SATISFIED_MIN = 3;
/** Working days a department has to follow a 差评 up (整改) from the day it was given. */
export const BAD_RATING_WORKDAYS = 15;

/** The fixed tags per side: praise for 基本满意 and above, complaints for 基本满意 and below. */
export const GOOD_RATING_TAGS = ['办事快捷', '服务热情', '一次办成', '指引清晰', '材料精简'] as const;
export const BAD_RATING_TAGS = ['材料重复提交', '多次跑腿', '态度不好', '超时办理', '指引不清'] as const;

export const isBadRating = (level: number) => level <= BAD_RATING_MAX;
/** The tags offered at a level. */
export const tagsForLevel = (level: number): readonly string[] => [
  ...(level >= 3 ? GOOD_RATING_TAGS : []),
  ...(level <= 3 ? BAD_RATING_TAGS : []),
];

export const RATING_REASON_REQUIRED = '不满意时请选择或填写原因';
export const RATING_TWICE = '该办件已评价过，每件办件只能评价一次';
export const RATING_NOT_FINISHED = '办件办结后才能评价';

const levelSchema = z
  .number({ error: '请选择满意程度' })
  .int('请选择满意程度')
  .min(1, '请选择满意程度')
  .max(5, '请选择满意程度');

/** A person's rating of one of their applications. */
export const rateSchema = z
  .object({
    applicationId: z
      .number({ error: '请选择要评价的办件' })
      .int('请选择要评价的办件')
      .min(1, '请选择要评价的办件')
      .max(2_147_483_647, '请选择要评价的办件'),
    level: levelSchema,
    tags: z
      .array(z.string().max(20, '评价标签不在可选范围内').regex(printable, '评价标签不在可选范围内'))
      .max(10, '评价标签最多选 10 个')
      .default([])
      .transform((tags) => [...new Set(tags)]),
    content: z.string().trim().max(500, '评价内容不能超过 500 个字').regex(printable, NOT_PRINTABLE).default(''),
  })
  .superRefine((body, context) => {
    const offered = tagsForLevel(body.level);
    if (body.tags.some((tag) => !offered.includes(tag))) {
      context.addIssue({ code: 'custom', message: '评价标签与所选满意程度不符', path: ['tags'] });
    }
    if (isBadRating(body.level) && body.tags.length === 0 && body.content === '') {
      context.addIssue({ code: 'custom', message: RATING_REASON_REQUIRED, path: ['content'] });
    }
  });
export type RateInput = z.input<typeof rateSchema>;

/** A rating as its owner sees it. Times `YYYY-MM-DD HH:mm:ss` (Asia/Shanghai). */
export const myRatingSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  level: z.number().int(),
  levelName: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
  time: z.string(),
});
export type MyRating = z.infer<typeof myRatingSchema>;

/** A service's ratings summed up (appeals upheld for the department are left out). */
export const ratingSummarySchema = z.object({
  count: z.number().int(),
  /** The mean level, one decimal; 0 without ratings. */
  average: z.number(),
  /** The share of 基本满意 and above, in percent with one decimal; 0 without ratings. */
  satisfiedPercent: z.number(),
  levels: z.array(z.object({ level: z.number().int(), name: z.string(), count: z.number().int() })),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const ratingsApi = {
  rate: defineEndpoint({
    method: 'POST',
    path: '/homepage/ratings/rate',
    policy: { caller: 'user' },
    summary: '评价本人已办结的办件（好差评：一事一评，五级；不满意及以下须说明原因；再评 409）',
    body: rateSchema,
    data: myRatingSchema,
    noRetry: true,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/homepage/ratings/getMyRating',
    policy: { caller: 'user' },
    summary: '本人对一件办件的评价（需登录；未评价为 null）',
    query: z.object({ applicationId: idDigits() }),
    data: myRatingSchema.nullable(),
  }),
  rated: defineEndpoint({
    method: 'GET',
    path: '/homepage/ratings/getMyRatings',
    policy: { caller: 'user' },
    summary: '本人评价过的办件（需登录；按办件编号，逗号分隔，最多 100 个）',
    query: z.object({
      applicationIds: z
        .string()
        .max(1100, '办件过多')
        .regex(/^(\d{1,9}(,\d{1,9}){0,99})?$/, '格式不正确'),
    }),
    data: z.array(z.object({ applicationId: z.number().int(), level: z.number().int(), levelName: z.string() })),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: '/homepage/ratings/getServiceSummary',
    summary: '服务事项的评价汇总（游客可看：评价数、平均分、满意率、各级条数）',
    query: z.object({ serviceId: idDigits() }),
    data: ratingSummarySchema,
  }),
};
