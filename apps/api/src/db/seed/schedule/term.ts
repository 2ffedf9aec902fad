/** The demo's school year (README): 2026-2027, the autumn term around today (2026-11-23 is its week 12). */

/** Terms: week 1 starts on the first day, a Monday. Only the autumn term has timetables. */
export const TERM_SEEDS = [
  { name: '2025-2026学年第二学期', startDate: '2026-03-02', endDate: '2026-07-12', weekCount: 19 },
  { name: '2026-2027学年第一学期', startDate: '2026-09-07', endDate: '2027-01-24', weekCount: 20, current: true },
  { name: '2026-2027学年第二学期', startDate: '2027-03-01', endDate: '2027-07-11', weekCount: 19 },
];

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

/** The school calendar: [kind (1 假期, 2 考试, 3 活动), title, first day, last day, note]. */
export const EVENT_SEEDS: [1 | 2 | 3, string, string, string, string][] = [
  [1, '劳动节', '2026-05-01', '2026-05-05', ''],
  [2, '2025-2026学年第二学期期末考试', '2026-06-29', '2026-07-12', '第 18-19 周'],
  [1, '暑假', '2026-07-13', '2026-09-06', ''],
  [3, '新生报到', '2026-09-05', '2026-09-06', '新生按学院安排到校报到'],
  [3, '开学典礼', '2026-09-07', '2026-09-07', '上午 9:00，体育馆'],
  [1, '中秋节', '2026-09-25', '2026-09-27', ''],
  [1, '国庆节', '2026-10-01', '2026-10-07', '放假 7 天，停课'],
  [3, '秋季运动会', '2026-10-22', '2026-10-23', '停课两天'],
  [2, '期中教学检查', '2026-11-02', '2026-11-08', '第 9 周，部分课程期中考试'],
  [3, '2027 春季学期选课', '2026-12-14', '2026-12-20', '在教务管理系统中预选，12 月 20 日 17:00 截止'],
  [2, '全国大学英语四、六级考试', '2026-12-12', '2026-12-12', '上午四级，下午六级'],
  [1, '元旦', '2027-01-01', '2027-01-03', ''],
  [2, '期末考试周', '2027-01-11', '2027-01-24', '第 19-20 周，考试安排见教务管理系统'],
  [1, '寒假', '2027-01-25', '2027-02-28', '2 月 27-28 日返校'],
  [3, '开学典礼', '2027-03-01', '2027-03-01', ''],
  [1, '清明节', '2027-04-03', '2027-04-05', ''],
  [1, '劳动节', '2027-05-01', '2027-05-05', ''],
  [2, '2026-2027学年第二学期期末考试', '2027-06-28', '2027-07-11', '第 18-19 周'],
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

const S = '2023001';
const T = 'T1001';
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

/** The autumn term of 计科 2301 (李明, 2023001) and of 王芳 (T1001), who teaches two of its courses. */
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

/** A few personal items of the student in the current week (times in Asia/Shanghai). */
export const ITEM_SEEDS: Record<string, { title: string; start: string; end: string; place: string; notes: string }[]> =
  {
    [S]: [
      {
        title: '软件工程大作业小组讨论',
        start: '2026-11-25 19:00',
        end: '2026-11-25 21:00',
        place: '图书馆研讨间 3',
        notes: '带上需求文档初稿',
      },
      {
        title: '计算机协会例会',
        start: '2026-11-27 18:30',
        end: '2026-11-27 19:30',
        place: '学生活动中心 204',
        notes: '',
      },
    ],
    [T]: [
      {
        title: '教研室会议',
        start: '2026-11-24 14:00',
        end: '2026-11-24 15:30',
        place: '计算机学院 610',
        notes: '讨论期末命题',
      },
    ],
  };
