import { and, asc, eq, like, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, classPeriods, schoolTerms, timetableCourses, timetableMembers } from '../../schema';
import { nowTermOf } from '../../modules/schedule';
import { shanghaiDay } from '@yizhan/contracts';
import { PERIOD_SEEDS, demoSchoolYear } from '../schedule/term';
import type { Prng } from './prng';

const BATCH = 1000;
/** People per teaching class: each class has its own timetable of course meetings. */
const CLASS_SIZE = 40;
const MEETINGS_PER_CLASS = 12;
export const DEMO_ACCOUNTS = ['2023001', 'T1001', 'nomenu', 'citizen'];

const COURSES = [
  '高等数学',
  '线性代数',
  '概率论与数理统计',
  '大学英语',
  '大学物理',
  '程序设计基础',
  '数据结构',
  '马克思主义基本原理',
  '中国近现代史纲要',
  '体育',
  '思想道德与法治',
  '离散数学',
  '大学化学',
  '管理学原理',
  '微观经济学',
  '政策法规专题',
  '公文写作',
];
const BUILDINGS = ['教学楼 A', '教学楼 B', '实验楼 C', '综合楼 D'];
const TEACHERS = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
/** Meetings start on these periods and last two: 1-2, 3-4, 5-6, 7-8, 9-10. */
const STARTS = [1, 3, 5, 7, 9];

const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, index) => from + index * step);

/** The unit's term of today (nowTermOf), or the demo's current one created with the day's periods when it has none. */
export async function currentTerm(db: Db, fid: number): Promise<number> {
  const today = shanghaiDay(new Date());
  const found = nowTermOf(await db.select().from(schoolTerms).where(eq(schoolTerms.fid, fid)), today);
  if (found) return found.termId;
  const seed = demoSchoolYear(today).terms.find((term) => term.current)!;
  const [created] = await db
    .insert(schoolTerms)
    .values({ fid, name: seed.name, startDate: seed.startDate, endDate: seed.endDate, weekCount: seed.weekCount })
    .returning({ id: schoolTerms.id });
  const [period] = await db
    .select({ id: classPeriods.id })
    .from(classPeriods)
    .where(eq(classPeriods.fid, fid))
    .limit(1);
  if (!period) {
    await db.insert(classPeriods).values(
      PERIOD_SEEDS.map(([kind, number, name, section, startTime, endTime], index) => ({
        fid,
        sort: index + 1,
        kind,
        period: number,
        name,
        section,
        startTime,
        endTime,
      })),
    );
  }
  return created!.id;
}

/**
 * A term's timetable for every generated account of a unit (the demo accounts keep their own): accounts in uid order
 * form classes of CLASS_SIZE, each class gets MEETINGS_PER_CLASS course meetings on distinct weekday/period slots
 * over weeks 1-16 (some odd or even weeks only). Idempotent: a unit that has them (source ids `large-…`) is skipped.
 * Returns how many people got a timetable.
 */
export async function seedLargeTimetables(db: Db, fid: number, random: Prng): Promise<number> {
  const [done] = await db
    .select({ id: timetableCourses.id })
    .from(timetableCourses)
    .where(and(eq(timetableCourses.fid, fid), like(timetableCourses.sourceId, 'large-%')))
    .limit(1);
  if (done) return 0;
  const termId = await currentTerm(db, fid);
  const people = await db
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.fid, fid), notInArray(users.username, DEMO_ACCOUNTS)))
    .orderBy(asc(users.uid));
  const slots = range(1, 5).flatMap((weekday) => STARTS.map((start) => ({ weekday, start })));
  for (let first = 0; first < people.length; first += CLASS_SIZE * 25) {
    // 25 classes (1,000 people) per round: their meetings in one insert, then their members.
    const round = people.slice(first, first + CLASS_SIZE * 25);
    const classes = Array.from({ length: Math.ceil(round.length / CLASS_SIZE) }, (_, index) =>
      round.slice(index * CLASS_SIZE, (index + 1) * CLASS_SIZE),
    );
    const meetings = classes.flatMap((_, classIndex) =>
      random
        .shuffle(slots)
        .slice(0, MEETINGS_PER_CLASS)
        .map(({ weekday, start }, meeting) => {
          const parity = random.below(6);
          const weeks = parity === 0 ? range(1, 15, 2) : parity === 1 ? range(2, 16, 2) : range(1, 16);
          return {
            fid,
            termId,
            courseName: random.pick(COURSES),
            teacher: `${random.pick(TEACHERS)}老师`,
            place: `${random.pick(BUILDINGS)}${100 + random.below(400)}`,
            weekday,
            startPeriod: start,
            endPeriod: start + 1,
            weeks,
            sourceId: `large-${first / CLASS_SIZE + classIndex}-${meeting}`,
          };
        }),
    );
    const ids = await db.insert(timetableCourses).values(meetings).returning({ id: timetableCourses.id });
    const members = classes.flatMap((people, classIndex) =>
      ids
        .slice(classIndex * MEETINGS_PER_CLASS, (classIndex + 1) * MEETINGS_PER_CLASS)
        .flatMap(({ id }) => people.map(({ uid }) => ({ uid, courseId: id }))),
    );
    for (let start = 0; start < members.length; start += BATCH) {
      await db.insert(timetableMembers).values(members.slice(start, start + BATCH));
    }
  }
  return people.length;
}
