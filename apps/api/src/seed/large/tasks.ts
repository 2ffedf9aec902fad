import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tasks, inboxItems, users } from '../../schema';
import { tabOf } from '../../modules/task-center';
import type { Prng } from './prng';

const BATCH = 1000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Systems, what they ask of people, and what they tell them. */
const SYSTEMS = [
  {
    name: '教务管理系统',
    tasks: ['完成课程评教', '确认考试安排', '提交选课确认', '核对成绩单'],
    messages: ['成绩已发布', '调课通知'],
  },
  {
    name: '协同办公系统',
    tasks: ['审阅会议纪要', '填写年度考核表', '会签部门文件'],
    messages: ['会议提醒', '公文已签收'],
  },
  {
    name: '学工管理系统',
    tasks: ['提交奖学金申请材料', '填写家庭经济情况调查', '完成宿舍安全检查确认'],
    messages: ['请假已审批'],
  },
  { name: '财务报销系统', tasks: ['确认报销单据', '补交发票'], messages: ['报销款已到账', '缴费提醒'] },
  { name: '一卡通', tasks: ['完成校园卡实名核验'], messages: ['余额不足提醒', '消费提醒'] },
] as const;

/** Users of a unit that have no task yet, in uid order: a second run adds nothing. */
const usersWithoutTasks = (db: Db, fid: number) =>
  db
    .select({ uid: users.uid, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.fid, fid),
        notExists(
          db
            .select({ one: sql`1` })
            .from(tasks)
            .where(eq(tasks.uid, users.uid)),
        ),
      ),
    )
    .orderBy(users.uid);

/**
 * Tasks in every state and messages for each of a unit's users that has none yet: about 10 tasks (open ones due in
 * the past and the future, handled, started, cc) and 5 messages each, spread over the last 60 days. Deterministic per
 * run order (seeded PRNG). Returns how many tasks and messages were added.
 */
export async function seedLargeTasks(db: Db, fid: number, random: Prng, now = new Date()) {
  const people = await usersWithoutTasks(db, fid);
  let taskCount = 0;
  let messageCount = 0;
  let taskRows: (typeof tasks.$inferInsert)[] = [];
  let messageRows: (typeof inboxItems.$inferInsert)[] = [];
  const flush = async (force = false) => {
    if (taskRows.length >= BATCH || (force && taskRows.length > 0)) {
      await db.insert(tasks).values(taskRows).onConflictDoNothing();
      taskCount += taskRows.length;
      taskRows = [];
    }
    if (messageRows.length >= BATCH || (force && messageRows.length > 0)) {
      await db.insert(inboxItems).values(messageRows).onConflictDoNothing();
      messageCount += messageRows.length;
      messageRows = [];
    }
  };
  for (const person of people) {
    const count = 6 + random.below(9);
    for (let n = 0; n < count; n += 1) {
      const system = random.pick(SYSTEMS);
      const roll = random.next();
      const relation = roll < 0.75 ? 1 : roll < 0.88 ? 2 : 3;
      const status = random.pick([1, 1, 1, 2, 3, 3, 3, 4, 5] as const);
      const updatedAt = new Date(now.getTime() - random.below(60 * 24) * HOUR);
      const externalId = `large-${person.uid}-${n}`;
      taskRows.push({
        fid,
        uid: person.uid,
        relation,
        tab: tabOf(relation, status),
        status,
        sourceSystem: system.name,
        externalId,
        source: system.name,
        title: random.pick(system.tasks),
        content: `${person.name}：请在${system.name}中处理。`,
        sponsor: relation === 2 ? person.name : system.name,
        pcUrl: `https://oa.example.edu.cn/task/${externalId}`,
        mobileUrl: '',
        dueAt: random.next() < 0.15 ? null : new Date(now.getTime() + (random.below(40) - 10) * DAY),
        insertedAt: new Date(updatedAt.getTime() - random.below(72) * HOUR),
        updatedAt,
        completedAt: status === 3 ? updatedAt : null,
      });
    }
    for (let n = 0; n < 5; n += 1) {
      const system = random.pick(SYSTEMS);
      messageRows.push({
        fid,
        uid: person.uid,
        kind: 'message',
        title: random.pick(system.messages),
        content: `${person.name}，${random.pick(system.messages)}，详情请到${system.name}查看。`,
        sourceType: system.name,
        createrName: system.name,
        sourceId: `large-${person.uid}-${n}`,
        sentAt: new Date(now.getTime() - random.below(60 * 24) * HOUR),
        readAt: random.next() < 0.5 ? now : null,
      });
    }
    await flush();
  }
  await flush(true);
  return { tasks: taskCount, messages: messageCount };
}
