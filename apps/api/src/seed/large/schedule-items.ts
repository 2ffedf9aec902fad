import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, scheduleItems, schoolTerms } from '../../schema';
import { addDays, shanghaiMoment } from '../../modules/schedule';
import type { Prng } from './prng';
import { currentTerm, DEMO_ACCOUNTS } from './timetables';

const BATCH = 1000;
/** What people put in their own calendar besides classes. */
const TITLES = ['组会', '社团活动', '图书馆自习', '体育锻炼', '学术讲座', '实验室预约', '导师面谈', '班会', '志愿服务'];
const PLACES = ['图书馆', '学生活动中心', '体育馆', '实验楼 C', '综合楼 D', '线上'];

/**
 * Own schedule items for every generated account of a unit (the demo accounts keep their own): one a week on
 * average over the current term, on a weekday or weekend, 08:00–20:00, one or two hours long. The week's items benchmark
 * reads them: with a few rows in all, PostgreSQL reads the table whole instead of a person's range of the
 * (uid, starts_at) index. Idempotent: a unit whose generated accounts have items is skipped. Returns how many
 * items it added.
 */
export async function seedLargeScheduleItems(db: Db, fid: number, random: Prng): Promise<number> {
  const generated = and(eq(users.fid, fid), notInArray(users.username, DEMO_ACCOUNTS));
  const [done] = await db
    .select({ id: scheduleItems.id })
    .from(scheduleItems)
    .innerJoin(users, eq(users.uid, scheduleItems.uid))
    .where(generated)
    .limit(1);
  if (done) return 0;
  const termId = await currentTerm(db, fid);
  const [term] = await db.select().from(schoolTerms).where(eq(schoolTerms.id, termId));
  const people = await db.select({ uid: users.uid }).from(users).where(generated).orderBy(asc(users.uid));
  const items = people.flatMap(({ uid }) =>
    Array.from({ length: term!.weekCount }, () => {
      const day = addDays(term!.startDate, random.below(term!.weekCount * 7));
      const hour = 8 + random.below(12);
      const startsAt = shanghaiMoment(day, `${String(hour).padStart(2, '0')}:${random.below(2) ? '30' : '00'}`);
      return {
        fid,
        uid,
        title: random.pick(TITLES),
        place: random.pick(PLACES),
        startsAt,
        endsAt: new Date(startsAt.getTime() + (1 + random.below(2)) * 3_600_000),
      };
    }),
  );
  for (let start = 0; start < items.length; start += BATCH) {
    await db.insert(scheduleItems).values(items.slice(start, start + BATCH));
  }
  return items.length;
}
