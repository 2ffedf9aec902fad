import { z } from 'zod';
import { versionField as version } from './admin';
import { defineEndpoint } from './envelope';
import { pageQueryFields, userText } from './primitives';

/**
 * A 差评's follow-up (issue 38 §2): 待整改 → 已整改 → 已回访 (done). A department may appeal one it thinks unfair;
 * only the unit's administrator decides: 申诉成立 leaves the rating out of every statistic and closes it, 申诉驳回
 * sends it back to the work list as it was.
 */
export const FOLLOW_UP_STATES = { pending: '待整改', rectified: '已整改', visited: '已回访' } as const;
export type FollowUpState = keyof typeof FOLLOW_UP_STATES;
export const APPEAL_STATES = { none: '', appealing: '申诉中', reversed: '申诉成立', upheld: '申诉驳回' } as const;
export type AppealState = keyof typeof APPEAL_STATES;

/** The work list's filters: everything, one state, under appeal, or past its deadline and not yet put right. */
export const badRatingFilterSchema = z.enum(['all', 'pending', 'rectified', 'visited', 'appealing', 'overdue'], {
  error: '筛选条件不在可选范围内',
});
export type BadRatingFilter = z.infer<typeof badRatingFilterSchema>;

export const badRatingSchema = z.object({
  id: z.number().int(),
  applyNo: z.string(),
  serviceName: z.string(),
  deptName: z.string(),
  personName: z.string(),
  level: z.number().int(),
  levelName: z.string(),
  tags: z.array(z.string()),
  content: z.string(),
  /** The day rated and the deadline (15 working days after it), `YYYY-MM-DD`. */
  ratedDay: z.string(),
  dueDay: z.string(),
  /** Working days left until the deadline; negative once past it. */
  daysLeft: z.number().int(),
  /** Past its deadline and not put right yet (or put right late). */
  overdue: z.boolean(),
  state: z.enum(['pending', 'rectified', 'visited']),
  stateName: z.string(),
  appeal: z.enum(['none', 'appealing', 'reversed', 'upheld']),
  appealName: z.string(),
  rectification: z.string(),
  rectifiedDay: z.string(),
  visitDay: z.string(),
  visitWay: z.string(),
  visitAnswer: z.string(),
  visitNote: z.string(),
  appealReason: z.string(),
  decisionNote: z.string(),
  version: z.string(),
});
export type BadRating = z.infer<typeof badRatingSchema>;

const id = z.number({ error: '请选择差评' }).int('请选择差评').min(1, '请选择差评').max(2_147_483_647, '请选择差评');
const day = z
  .string()
  .max(10, '请选择日期')
  .regex(/^\d{4}-\d{2}-\d{2}$/, '请选择日期')
  .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()), '日期无效');

export const RATING_VISIT_WAYS = ['电话', '短信', '上门', '当面'] as const;

export const rectifySchema = z.object({
  id,
  version,
  rectification: userText(1000, '整改情况不能超过 1000 个字').min(1, '请填写整改情况'),
});
export const visitSchema = z.object({
  id,
  version,
  visitDay: day,
  visitWay: z.enum(RATING_VISIT_WAYS, { error: '请选择回访方式' }),
  visitAnswer: z.enum(['满意', '不满意'], { error: '请选择回访结果' }),
  visitNote: userText(500, '回访记录不能超过 500 个字').default(''),
});
export const appealSchema = z.object({
  id,
  version,
  reason: userText(1000, '申诉理由不能超过 1000 个字').min(1, '请填写申诉理由'),
});
export const decideSchema = z.object({
  id,
  version,
  decision: z.enum(['reversed', 'upheld'], { error: '请选择复核结论' }),
  decisionNote: userText(500, '复核意见不能超过 500 个字').default(''),
});

export const ratingStatsBySchema = z.enum(['service', 'department', 'month'], { error: '统计维度不在可选范围内' });
export type RatingStatsBy = z.infer<typeof ratingStatsBySchema>;

/** One row of the statistics: a service, a department or a month. Appeals upheld for the department are left out. */
export const ratingStatsRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  count: z.number().int(),
  /** Counts per level, 非常满意 first. */
  levels: z.array(z.number().int()),
  satisfiedPercent: z.number(),
  bad: z.number().int(),
  /** Share of 差评 put right (已整改 or 已回访), in percent. */
  rectifiedPercent: z.number(),
  overdue: z.number().int(),
});
export type RatingStatsRow = z.infer<typeof ratingStatsRowSchema>;

export const adminRatingsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/ratings/bad',
    summary: '管理后台：差评工作台（整改期限为评价日后 15 个工作日；事项管理员只见本部门事项的差评）',
    query: z.object({ filter: badRatingFilterSchema.default('all'), ...pageQueryFields }),
    data: z.object({ list: z.array(badRatingSchema), total: z.number().int(), today: z.string() }),
    policy: { caller: 'admin', permission: 'services' },
  }),
  rectify: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/ratings/rectify',
    summary: '管理后台：登记差评的整改情况（待整改 → 已整改）',
    body: rectifySchema,
    data: badRatingSchema,
    policy: { caller: 'admin', permission: 'services' },
  }),
  visit: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/ratings/visit',
    summary: '管理后台：登记差评整改后的回访（已整改 → 已回访）',
    body: visitSchema,
    data: badRatingSchema,
    policy: { caller: 'admin', permission: 'services' },
  }),
  appeal: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/ratings/appeal',
    summary: '管理后台：部门对认为不实的差评提出申诉，由单位管理员复核',
    body: appealSchema,
    data: badRatingSchema,
    policy: { caller: 'admin', permission: 'services' },
  }),
  decide: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/ratings/decide',
    summary: '管理后台：单位管理员复核差评申诉（成立则不计入统计，驳回则差评仍在）',
    body: decideSchema,
    data: badRatingSchema,
    policy: { caller: 'admin', permission: 'site' },
  }),
  stats: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/ratings/stats',
    summary: '管理后台：好差评统计（按事项、部门或月份；满意率、差评整改率、超期）',
    query: z.object({
      by: ratingStatsBySchema.default('service'),
      month: z
        .string()
        .max(7, '月份格式应为 2026-12')
        .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 2026-12')
        .optional(),
    }),
    data: z.object({ rows: z.array(ratingStatsRowSchema) }),
    policy: { caller: 'admin', permission: 'services' },
  }),
};
