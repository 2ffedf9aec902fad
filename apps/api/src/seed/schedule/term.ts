import { addDays, weekdayOf } from '../../modules/schedule';

/**
 * The demo's school year, derived from the day the database is seeded so that "this week" is always a real week of a
 * real term: the terms before, around and after that day, their holidays and exam weeks, and a few personal items in
 * that day's week. A term starts on the first Monday of September (autumn, 20 weeks) or March (spring, 19 weeks).
 */
export interface DemoSchoolYear {
  /** Three terms in order; `current` marks the one with timetables (today's, or the next one during a break). */
  terms: { name: string; startDate: string; endDate: string; weekCount: number; current?: true }[];
  /** [kind (1 假期, 2 考试, 3 活动), title, first day, last day, note], in date order. */
  events: [1 | 2 | 3, string, string, string, string][];
  /** Personal items in the week of the seed day, by account (`YYYY-MM-DD HH:mm`, Asia/Shanghai). */
  items: Record<string, { title: string; start: string; end: string; place: string; notes: string }[]>;
}

interface TermDates {
  name: string;
  startDate: string;
  endDate: string;
  weekCount: number;
}

const S = '2023001';
const T = 'T1001';
const pad = (value: number) => String(value).padStart(2, '0');

/** The first Monday on or after the first day of `month` (1-12) in `year`. */
function firstMonday(year: number, month: number): string {
  const first = `${year}-${pad(month)}-01`;
  return addDays(first, (8 - weekdayOf(first)) % 7);
}

function term(name: string, startDate: string, weekCount: number): TermDates {
  return { name, startDate, endDate: addDays(startDate, weekCount * 7 - 1), weekCount };
}

const autumnOf = (year: number) => term(`${year}-${year + 1}学年第一学期`, firstMonday(year, 9), 20);
const springOf = (year: number) => term(`${year - 1}-${year}学年第二学期`, firstMonday(year, 3), 19);

/** Day `weekday` (1 Monday … 7 Sunday) of `week` (1-based) of a term. */
const dayOf = (dates: TermDates, week: number, weekday: number) =>
  addDays(dates.startDate, (week - 1) * 7 + weekday - 1);

const chineseDate = new Intl.DateTimeFormat('zh-CN-u-ca-chinese', {
  month: 'numeric',
  day: 'numeric',
  timeZone: 'UTC',
});

/** 中秋节 (the 15th of the 8th lunar month) of `year`, from the Chinese calendar Node's ICU carries. */
function midAutumn(year: number): string {
  for (let day = `${year}-09-01`; day <= `${year}-10-31`; day = addDays(day, 1)) {
    const parts = chineseDate.formatToParts(new Date(`${day}T00:00:00Z`));
    const part = (type: string) => parts.find((entry) => entry.type === type)?.value;
    if (part('month') === '8' && part('day') === '15') return day;
  }
  return `${year}-09-15`;
}

/** 清明 (a solar term, 4 or 5 April in this century) by the usual formula [Y·D + C] − [Y/4]. */
function qingming(year: number): string {
  const y = year % 100;
  return `${year}-04-${pad(Math.floor(y * 0.2422 + 4.81) - Math.floor(y / 4))}`;
}

const monthDay = (day: string) => `${Number(day.slice(5, 7))} 月 ${Number(day.slice(8, 10))} 日`;

function springEvents(dates: TermDates, year: number): DemoSchoolYear['events'] {
  return [
    [1, '清明节', addDays(qingming(year), -2), qingming(year), ''],
    [1, '劳动节', `${year}-05-01`, `${year}-05-05`, ''],
    [2, `${dates.name}期末考试`, dayOf(dates, 18, 1), dates.endDate, '第 18-19 周'],
  ];
}

function autumnEvents(dates: TermDates, year: number): DemoSchoolYear['events'] {
  const moon = midAutumn(year);
  // When 中秋 falls in the National Day week the two holidays are taken together, as the State Council arranges them.
  const together = moon >= `${year}-09-29` && moon <= `${year}-10-08`;
  const secondSaturday = addDays(`${year}-12-01`, ((6 - weekdayOf(`${year}-12-01`) + 7) % 7) + 7);
  const choosing = [dayOf(dates, 15, 1), dayOf(dates, 15, 7)] as const;
  return [
    [3, '新生报到', addDays(dates.startDate, -2), addDays(dates.startDate, -1), '新生按学院安排到校报到'],
    [3, '开学典礼', dates.startDate, dates.startDate, '上午 9:00，体育馆'],
    ...(together ? [] : [[1, '中秋节', moon, addDays(moon, 2), ''] as DemoSchoolYear['events'][number]]),
    together
      ? [1, '国庆节、中秋节', `${year}-10-01`, `${year}-10-08`, '放假 8 天，停课']
      : [1, '国庆节', `${year}-10-01`, `${year}-10-07`, '放假 7 天，停课'],
    [3, '秋季运动会', dayOf(dates, 7, 4), dayOf(dates, 7, 5), '停课两天'],
    [2, '期中教学检查', dayOf(dates, 9, 1), dayOf(dates, 9, 7), '第 9 周，部分课程期中考试'],
    [2, '全国大学英语四、六级考试', secondSaturday, secondSaturday, '上午四级，下午六级'],
    [
      3,
      `${year + 1} 春季学期选课`,
      choosing[0],
      choosing[1],
      `在教务管理系统中预选，${monthDay(choosing[1])} 17:00 截止`,
    ],
    [1, '元旦', `${year + 1}-01-01`, `${year + 1}-01-03`, ''],
    [2, '期末考试周', dayOf(dates, 19, 1), dates.endDate, '第 19-20 周，考试安排见教务管理系统'],
  ];
}

/** The demo school year around `today` (`YYYY-MM-DD`, Asia/Shanghai). */
export function demoSchoolYear(today: string): DemoSchoolYear {
  const thisYear = Number(today.slice(0, 4));
  // The school year that starts this autumn once this spring term is over; else the one that started last autumn.
  const year = today > springOf(thisYear).endDate ? thisYear : thisYear - 1;
  const [before, autumn, spring] = [springOf(year), autumnOf(year), springOf(year + 1)];
  const ordered = [before, autumn, spring];
  const current =
    ordered.find((dates) => dates.startDate <= today && today <= dates.endDate) ??
    ordered.find((dates) => dates.startDate > today)!;
  const events: DemoSchoolYear['events'] = [
    ...springEvents(before, year),
    [1, '暑假', addDays(before.endDate, 1), addDays(autumn.startDate, -1), ''],
    ...autumnEvents(autumn, year),
    [1, '寒假', addDays(autumn.endDate, 1), addDays(spring.startDate, -1), `${returnDays(spring.startDate)}返校`],
    [3, '开学典礼', spring.startDate, spring.startDate, ''],
    ...springEvents(spring, year + 1),
  ];
  const monday = addDays(today, 1 - weekdayOf(today));
  const at = (weekday: number, time: string) => `${addDays(monday, weekday - 1)} ${time}`;
  return {
    terms: ordered.map((dates) => (dates === current ? { ...dates, current: true } : dates)),
    events: events.sort((a, b) => a[2].localeCompare(b[2])),
    items: {
      [S]: [
        {
          title: '软件工程大作业小组讨论',
          start: at(3, '19:00'),
          end: at(3, '21:00'),
          place: '图书馆研讨间 3',
          notes: '带上需求文档初稿',
        },
        { title: '计算机协会例会', start: at(5, '18:30'), end: at(5, '19:30'), place: '学生活动中心 204', notes: '' },
      ],
      [T]: [
        {
          title: '教研室会议',
          start: at(2, '14:00'),
          end: at(2, '15:30'),
          place: '计算机学院 610',
          notes: '讨论期末命题',
        },
      ],
    },
  };
}

/** 「2 月 27-28 日」: the last two days before a term starts, when students come back. */
function returnDays(startDate: string): string {
  const first = addDays(startDate, -2);
  const last = addDays(startDate, -1);
  return first.slice(5, 7) === last.slice(5, 7)
    ? `${Number(first.slice(5, 7))} 月 ${Number(first.slice(8))}-${Number(last.slice(8))} 日`
    : `${monthDay(first)}至${monthDay(last)}`;
}

/** The daily timetable (作息时间): [kind, period, name, section, start, end]; kind 1 a class period, 2 a rest. */
export const PERIOD_SEEDS: [1 | 2, number, string, string, string, string][] = [
  [1, 1, '第1节', '上午', '08:00', '08:45'],
  [1, 2, '第2节', '上午', '08:55', '09:40'],
  [2, 0, '大课间', '上午', '09:40', '10:00'],
  [1, 3, '第3节', '上午', '10:00', '10:45'],
  [1, 4, '第4节', '上午', '10:55', '11:40'],
  [2, 0, '午休', '中午', '11:40', '14:00'],
  [1, 5, '第5节', '下午', '14:00', '14:45'],
  [1, 6, '第6节', '下午', '14:55', '15:40'],
  [2, 0, '课间', '下午', '15:40', '16:00'],
  [1, 7, '第7节', '下午', '16:00', '16:45'],
  [1, 8, '第8节', '下午', '16:55', '17:40'],
  [2, 0, '晚饭', '晚上', '17:40', '19:00'],
  [1, 9, '第9节', '晚上', '19:00', '19:45'],
  [1, 10, '第10节', '晚上', '19:55', '20:40'],
  [1, 11, '第11节', '晚上', '20:50', '21:35'],
];

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

/** One course meeting: who is on it by account, when and where. */
export interface CourseSeed {
  key: string;
  courseName: string;
  teacher: string;
  place: string;
  weekday: number;
  startPeriod: number;
  endPeriod: number;
  weeks: number[];
  accounts: string[];
}

const c = (
  key: string,
  courseName: string,
  teacher: string,
  place: string,
  weekday: number,
  periods: [number, number],
  weeks: number[],
  accounts: string[],
): CourseSeed => ({
  key,
  courseName,
  teacher,
  place,
  weekday,
  startPeriod: periods[0],
  endPeriod: periods[1],
  weeks,
  accounts,
});

/** The current term of 计科 2301 (李明, 2023001) and of 王芳 (T1001), who teaches two of its courses. */
export const COURSE_SEEDS: CourseSeed[] = [
  c('os-1', '操作系统', '王芳', '教学楼 A201', 1, [1, 2], range(1, 16), [S, T]),
  c('net-1', '计算机网络', '陈建国', '教学楼 A305', 1, [3, 4], range(1, 16), [S]),
  c('cp-1', '编译原理', '刘洋', '教学楼 B102', 2, [1, 2], range(1, 16), [S]),
  c('db-1', '数据库系统', '王芳', '实验楼 C401', 2, [5, 6], range(1, 16), [S, T]),
  c('os-2', '操作系统', '王芳', '教学楼 A201', 3, [3, 4], range(1, 15, 2), [S, T]),
  c('pe-1', '体育（羽毛球）', '张伟', '体育馆二楼', 3, [7, 8], range(1, 16), [S]),
  c('se-1', '软件工程', '赵敏', '教学楼 A108', 4, [1, 2], range(1, 16), [S]),
  c('db-2', '数据库系统', '王芳', '教学楼 A203', 4, [3, 4], range(1, 16), [T]),
  c('net-lab', '计算机网络实验', '陈建国', '实验楼 C302', 4, [5, 6], range(2, 16, 2), [S]),
  c('ai-1', '人工智能导论', '孙丽', '教学楼 B201', 5, [3, 4], range(1, 12), [S]),
  c('db-seminar', '数据库前沿研讨', '王芳', '实验楼 C501', 5, [5, 6], range(3, 14), [T]),
  c('policy', '形势与政策', '周强', '教学楼 A101', 5, [9, 10], range(10, 13), [S]),
];
