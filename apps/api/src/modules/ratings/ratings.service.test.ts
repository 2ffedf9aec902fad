import { describe, expect, it } from 'vitest';
import { rateSchema, RATING_REASON_REQUIRED, RATING_LEVELS, tagsForLevel } from '@yizhan/contracts';
import { calendarOver } from '../calendar/work-calendar';
import { officialSchedule } from '../calendar/official-schedule';
import { dueDayOf, followUpRefusal, isOverdue, toSummary } from './ratings.service';

const issues = (input: unknown) => {
  const result = rateSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('a rating’s levels and reasons', () => {
  it('has five levels, best first, and offers praise above and complaints below 基本满意', () => {
    expect(Object.values(RATING_LEVELS)).toEqual(['非常满意', '满意', '基本满意', '不满意', '非常不满意'].reverse());
    expect(tagsForLevel(5)).toContain('一次办成');
    expect(tagsForLevel(5)).not.toContain('多次跑腿');
    expect(tagsForLevel(1)).toContain('多次跑腿');
    expect(tagsForLevel(3)).toEqual(expect.arrayContaining(['办事快捷', '超时办理']));
  });

  it('requires a reason (a tag or text) at 不满意 and below, and none above', () => {
    expect(issues({ applicationId: 1, level: 2 })).toEqual([RATING_REASON_REQUIRED]);
    expect(issues({ applicationId: 1, level: 1, content: '   ' })).toEqual([RATING_REASON_REQUIRED]);
    expect(issues({ applicationId: 1, level: 2, tags: ['多次跑腿'] })).toEqual([]);
    expect(issues({ applicationId: 1, level: 1, content: '窗口让我跑了三次' })).toEqual([]);
    expect(issues({ applicationId: 1, level: 3 })).toEqual([]);
  });

  it('refuses a level out of range and a tag of the other side, in Chinese', () => {
    expect(issues({ applicationId: 1, level: 6 })).toEqual(['请选择满意程度']);
    expect(issues({ applicationId: 1, level: 5, tags: ['态度不好'] })).toEqual(['评价标签与所选满意程度不符']);
    expect(issues({ applicationId: 1, level: 4, content: 'x'.repeat(501) })).toEqual(['评价内容不能超过 500 个字']);
  });
});

describe('a 差评’s deadline and follow-up', () => {
  const calendar = calendarOver(officialSchedule());

  it('falls 15 working days after the day rated, across the Spring Festival and its 调休 Saturdays', () => {
    // Tuesday 2026-02-10: the 14th and 28th (Saturdays) are worked, 15–23 February are off.
    expect(dueDayOf(calendar, '2026-02-10', 2)).toBe('2026-03-09');
    // Weekends only: three weeks.
    expect(dueDayOf(calendar, '2026-03-02', 1)).toBe('2026-03-23');
    expect(dueDayOf(calendar, '2026-03-02', 3)).toBe('');
  });

  it('is overdue while not put right after its day, or put right late; never once the appeal is granted', () => {
    const row = { followUp: 'pending' as const, dueDay: '2026-03-09', rectifiedDay: '', excluded: false };
    expect(isOverdue(row, '2026-03-09')).toBe(false);
    expect(isOverdue(row, '2026-03-10')).toBe(true);
    expect(isOverdue({ ...row, followUp: 'rectified', rectifiedDay: '2026-03-10' }, '2026-04-01')).toBe(true);
    expect(isOverdue({ ...row, followUp: 'rectified', rectifiedDay: '2026-03-05' }, '2026-04-01')).toBe(false);
    expect(isOverdue({ ...row, excluded: true }, '2026-04-01')).toBe(false);
  });

  it('takes its steps in order: 整改, then 回访; an appeal only while 待整改, decided once', () => {
    const pending = { followUp: 'pending' as const, appeal: 'none' as const };
    expect(followUpRefusal(pending, 'rectify')).toBeUndefined();
    expect(followUpRefusal(pending, 'visit')).toBe('请先登记整改，再登记回访');
    expect(followUpRefusal(pending, 'appeal')).toBeUndefined();
    expect(followUpRefusal(pending, 'decide')).toBe('该差评没有待复核的申诉');
    expect(followUpRefusal({ ...pending, appeal: 'appealing' }, 'rectify')).toMatch(/申诉中/);
    expect(followUpRefusal({ ...pending, appeal: 'appealing' }, 'decide')).toBeUndefined();
    expect(followUpRefusal({ ...pending, appeal: 'upheld' }, 'appeal')).toMatch(/不能再次申诉/);
    expect(followUpRefusal({ ...pending, appeal: 'reversed' }, 'rectify')).toMatch(/不再跟进/);
    expect(followUpRefusal({ followUp: 'rectified', appeal: 'none' }, 'visit')).toBeUndefined();
  });
});

describe('a service’s summary', () => {
  it('counts, averages and takes 基本满意 and above as satisfied', () => {
    const summary = toSummary([
      { level: 5, count: 6 },
      { level: 3, count: 2 },
      { level: 1, count: 2 },
    ]);
    expect(summary).toMatchObject({ count: 10, average: 3.8, satisfiedPercent: 80 });
    expect(summary.levels.map((row) => row.count)).toEqual([6, 0, 2, 0, 2]);
    expect(toSummary([])).toMatchObject({ count: 0, average: 0, satisfiedPercent: 0 });
  });
});
