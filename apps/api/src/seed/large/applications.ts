import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { applications, applicationSteps, users } from '../../schema';
import type { Prng } from './prng';

const BATCH = 1000;
const HOUR = 3_600_000;

/** What people apply for, by the unit's kind, with the department that handles it. */
const SERVICES: Record<'campus' | 'gov', readonly [string, string][]> = {
  campus: [
    ['在读证明开具', '教务处'],
    ['成绩单打印', '教务处'],
    ['学生证补办', '学生工作处'],
    ['宿舍调换申请', '后勤管理处'],
    ['国家助学金申请', '学生资助中心'],
    ['科研经费报销', '财务处'],
  ],
  gov: [
    ['居民身份证换领', '公安局户政科'],
    ['个体工商户设立登记', '市场监督管理局'],
    ['住房公积金提取', '住房公积金中心'],
    ['城乡居民医保参保登记', '医疗保障局'],
    ['不动产登记资料查询', '自然资源和规划局'],
    ['生育登记', '卫生健康委员会'],
  ],
};

/** The paths a case takes (codes of APPLICATION_STATUS), from just filed to finished or refused. */
const PATHS: readonly (readonly number[])[] = [
  [1],
  [1, 2],
  [1, 2, 3],
  [1, 2, 3, 4],
  [1, 2, 3, 5],
  [1, 2, 3, 5],
  [1, 2, 3, 4, 3, 5],
  [1, 6],
];

/** Accounts of a unit without any application yet, in uid order: a second run adds nothing. */
const usersWithoutApplications = (db: Db, fid: number) =>
  db
    .select({ uid: users.uid })
    .from(users)
    .where(
      and(
        eq(users.fid, fid),
        notExists(
          db
            .select({ one: sql`1` })
            .from(applications)
            .where(eq(applications.uid, users.uid)),
        ),
      ),
    )
    .orderBy(users.uid);

/**
 * Applications in every state for each account of a unit that has none yet: 3 to 8 each over the last 90 days, each
 * with its timeline (the application list's benchmark reads them). Numbered `L<fid>-<uid>-<n>`, unique in the unit.
 * Returns how many applications were added.
 */
export async function seedLargeApplications(
  db: Db,
  fid: number,
  kind: 'campus' | 'gov',
  random: Prng,
  now = new Date(),
) {
  const people = await usersWithoutApplications(db, fid);
  let added = 0;
  let rows: { row: typeof applications.$inferInsert; path: readonly number[]; dept: string }[] = [];
  const flush = async () => {
    if (rows.length === 0) return;
    const ids = await db
      .insert(applications)
      .values(rows.map((entry) => entry.row))
      .onConflictDoNothing()
      .returning({ id: applications.id, externalId: applications.externalId });
    const byExternalId = new Map(ids.map((entry) => [entry.externalId, entry.id]));
    const steps = rows.flatMap(({ row, path, dept }) => {
      const id = byExternalId.get(row.externalId);
      if (id === undefined) return [];
      const span = row.updatedAt!.getTime() - row.submittedAt!.getTime();
      return path.map((status, index) => ({
        applicationId: id,
        status,
        at: new Date(row.submittedAt!.getTime() + (span * index) / Math.max(1, path.length - 1)),
        deptName: dept,
        note: status === 6 ? '不符合受理条件' : '',
        supplement: status === 4 ? '请补充相关证明材料' : '',
      }));
    });
    for (let start = 0; start < steps.length; start += BATCH) {
      await db.insert(applicationSteps).values(steps.slice(start, start + BATCH));
    }
    added += ids.length;
    rows = [];
  };
  for (const person of people) {
    const count = 3 + random.below(6);
    for (let n = 0; n < count; n += 1) {
      const [serviceName, dept] = random.pick(SERVICES[kind]);
      const path = random.pick(PATHS);
      const submittedAt = new Date(now.getTime() - random.below(90 * 24) * HOUR);
      const updatedAt = new Date(submittedAt.getTime() + (path.length - 1) * random.below(48) * HOUR);
      rows.push({
        row: {
          fid,
          uid: person.uid,
          sourceSystem: '一体化办件系统',
          externalId: `large-${person.uid}-${n}`,
          applyNo: `L${fid}-${person.uid}-${n}`,
          serviceName,
          source: '一体化办件系统',
          deptName: dept,
          status: path.at(-1)!,
          phoneTail: '',
          submittedAt,
          updatedAt: updatedAt > now ? now : updatedAt,
        },
        path,
        dept,
      });
    }
    if (rows.length >= BATCH) await flush();
  }
  await flush();
  return added;
}
