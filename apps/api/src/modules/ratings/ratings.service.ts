import {
  APPEAL_STATES,
  BAD_RATING_WORKDAYS,
  isBadRating,
  FOLLOW_UP_STATES,
  formatSecond,
  RATING_LEVEL_CODES,
  RATING_LEVELS,
  SATISFIED_MIN,
  type BadRating,
  type MyRating,
  type RatingSummary,
} from '@yizhan/contracts';
import { versionOf } from '../../lib/versions';
import type { WorkCalendar } from '../calendar';
import type { RatingRow } from './ratings.table';

/** A 差评's deadline: 15 working days after the day rated (weekends, holidays and 调休 as the calendar has them). */
export const dueDayOf = (calendar: WorkCalendar, ratedDay: string, level: number) =>
  isBadRating(level) ? calendar.addWorkdays(ratedDay, BAD_RATING_WORKDAYS) : '';

export const levelName = (level: number): string => RATING_LEVELS[level as keyof typeof RATING_LEVELS] ?? '';

export const toMyRating = (row: RatingRow): MyRating => ({
  id: row.id,
  applicationId: row.applicationId,
  level: row.level,
  levelName: levelName(row.level),
  tags: row.tags,
  content: row.content,
  time: formatSecond(row.ratedAt),
});

/** Percent with one decimal (0 of 0 is 0). */
export const percent = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** A summary from the counts per level. */
export function toSummary(counts: readonly { level: number; count: number }[]): RatingSummary {
  const byLevel = new Map(counts.map((row) => [row.level, row.count]));
  const levels = RATING_LEVEL_CODES.map((level) => ({
    level,
    name: RATING_LEVELS[level],
    count: byLevel.get(level) ?? 0,
  }));
  const count = levels.reduce((sum, row) => sum + row.count, 0);
  const total = levels.reduce((sum, row) => sum + row.level * row.count, 0);
  const satisfied = levels.filter((row) => row.level >= SATISFIED_MIN).reduce((sum, row) => sum + row.count, 0);
  return {
    count,
    average: count === 0 ? 0 : Math.round((total / count) * 10) / 10,
    satisfiedPercent: percent(satisfied, count),
    levels,
  };
}

/**
 * Whether a 差评 missed its deadline: still not put right after its day, or put right after it. One whose appeal was
 * granted is no longer the department's.
 */
export function isOverdue(row: Pick<RatingRow, 'followUp' | 'dueDay' | 'rectifiedDay' | 'excluded'>, today: string) {
  if (row.excluded || row.dueDay === '') return false;
  if (row.followUp === 'pending') return today > row.dueDay;
  return row.rectifiedDay > row.dueDay;
}

/** A 差评 as the console's work list shows it, its version a digest of everything an editor may change. */
export function toBadRating(row: RatingRow & { personName: string }, calendar: WorkCalendar, today: string): BadRating {
  const followUp = row.followUp === 'none' ? 'pending' : row.followUp;
  const item = {
    id: row.id,
    applyNo: row.applyNo,
    serviceName: row.serviceName,
    deptName: row.deptName,
    personName: row.personName,
    level: row.level,
    levelName: levelName(row.level),
    tags: row.tags,
    content: row.content,
    ratedDay: row.ratedDay,
    dueDay: row.dueDay,
    daysLeft: calendar.workdaysBetween(today, row.dueDay),
    overdue: isOverdue(row, today),
    state: followUp,
    stateName: FOLLOW_UP_STATES[followUp],
    appeal: row.appeal,
    appealName: APPEAL_STATES[row.appeal],
    rectification: row.rectification,
    rectifiedDay: row.rectifiedDay,
    visitDay: row.visitDay,
    visitWay: row.visitWay,
    visitAnswer: row.visitAnswer,
    visitNote: row.visitNote,
    appealReason: row.appealReason,
    decisionNote: row.decisionNote,
  };
  const { daysLeft: _daysLeft, overdue: _overdue, ...stored } = item;
  return { ...item, version: versionOf(stored) };
}

/** Why a step of the follow-up is refused now, or undefined when it may be taken. */
export function followUpRefusal(
  row: Pick<RatingRow, 'followUp' | 'appeal'>,
  step: 'rectify' | 'visit' | 'appeal' | 'decide',
): string | undefined {
  if (row.appeal === 'reversed') return '申诉已成立，该差评不再跟进';
  if (step === 'decide') return row.appeal === 'appealing' ? undefined : '该差评没有待复核的申诉';
  if (row.appeal === 'appealing') return '该差评申诉中，请待单位管理员复核后再办理';
  if (step === 'rectify') return row.followUp === 'pending' ? undefined : '该差评已登记整改';
  if (step === 'visit') return row.followUp === 'rectified' ? undefined : '请先登记整改，再登记回访';
  if (row.appeal === 'upheld') return '该差评已申诉并被驳回，不能再次申诉';
  return row.followUp === 'pending' ? undefined : '已整改的差评不能再申诉';
}
