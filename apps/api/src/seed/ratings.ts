import { and, eq, inArray } from 'drizzle-orm';
import { BAD_RATING_WORKDAYS, shanghaiDay } from '@yizhan/contracts';
import type { Db } from '../db/client';
import { MemoCache } from '../lib/memo-cache';
import { workCalendar } from '../modules/calendar';
import { applications, apps, departments, ratings, users } from '../schema';
import { DEMO_SYSTEM } from './task-center';

const DAY = 86_400_000;

/** A finished, rated case of the demo's past: its service, how long ago it was rated, what was said and done. */
interface RatedSeed {
  serviceName: string;
  daysAgo: number;
  level: number;
  tags: string[];
  content: string;
  /** A 差评's follow-up so far: nothing yet (overdue when old enough), 整改, or 整改 and 回访. */
  followUp?: 'pending' | 'rectified' | 'visited';
}

const praise = (serviceName: string, daysAgo: number, level: number, tags: string[]): RatedSeed => ({
  serviceName,
  daysAgo,
  level,
  tags,
  content: '',
});

/** Per unit: praise, a middling one, and 差评 in every stage — one long overdue, one 已整改, one 已回访, one new. */
const STORIES: Readonly<Record<number, RatedSeed[]>> = {
  200001: [
    praise('居民身份证换领', 40, 5, ['办事快捷', '一次办成']),
    praise('居民身份证换领', 12, 4, ['服务热情']),
    praise('社会保障卡申领', 18, 5, ['指引清晰']),
    praise('住房公积金租房提取', 9, 3, []),
    {
      serviceName: '住房公积金租房提取',
      daysAgo: 45,
      level: 2,
      tags: ['材料重复提交'],
      content: '同一份收入证明交了两次',
      followUp: 'pending',
    },
    {
      serviceName: '社会保障卡申领',
      daysAgo: 35,
      level: 1,
      tags: ['多次跑腿'],
      content: '窗口让我来回跑了三趟',
      followUp: 'rectified',
    },
    { serviceName: '居民身份证换领', daysAgo: 30, level: 2, tags: ['超时办理'], content: '', followUp: 'visited' },
    {
      serviceName: '异地就医备案',
      daysAgo: 2,
      level: 2,
      tags: ['指引不清'],
      content: '网上指南和窗口说法不一致',
      followUp: 'pending',
    },
  ],
  100001: [
    praise('在读证明开具', 30, 5, ['办事快捷']),
    praise('在读证明开具', 8, 5, ['一次办成', '材料精简']),
    praise('学生证补办', 15, 4, ['服务热情']),
    {
      serviceName: '学生证补办',
      daysAgo: 50,
      level: 2,
      tags: ['多次跑腿'],
      content: '照片要求没有提前说明',
      followUp: 'pending',
    },
    { serviceName: '在读证明开具', daysAgo: 33, level: 1, tags: ['态度不好'], content: '', followUp: 'rectified' },
    {
      serviceName: '中英文成绩单打印',
      daysAgo: 28,
      level: 2,
      tags: ['超时办理'],
      content: '等了一周才拿到',
      followUp: 'visited',
    },
    { serviceName: '在读证明开具', daysAgo: 1, level: 2, tags: ['指引不清'], content: '', followUp: 'pending' },
  ],
};

/**
 * Seeds a unit's 好差评 (ADR 087): finished cases of the demo's past filed for the unit's first demo account, each
 * rated, so a service's summary, the console's 差评 work list (an overdue one among them) and its statistics are real.
 * The demo account's own open cases stay unrated: 「评价」 waits on them.
 */
export async function seedRatings(tx: Db, fid: number, now = new Date()) {
  const story = STORIES[fid];
  if (!story) return;
  const [person] = await tx
    .select({ uid: users.uid })
    .from(users)
    .where(and(eq(users.fid, fid), inArray(users.username, ['citizen', '2023001'])));
  if (!person) return;
  const calendar = await workCalendar(tx, new MemoCache({ ttlMs: 60_000, maxEntries: 1 }));
  const services = await tx
    .select({ id: apps.id, name: apps.name, deptId: apps.deptId, deptName: departments.name })
    .from(apps)
    .leftJoin(departments, eq(departments.id, apps.deptId))
    .where(and(eq(apps.fid, fid), inArray(apps.name, [...new Set(story.map((seed) => seed.serviceName))])));
  for (const [index, seed] of story.entries()) {
    const service = services.find((row) => row.name === seed.serviceName);
    const ratedAt = new Date(now.getTime() - seed.daysAgo * DAY);
    const ratedDay = shanghaiDay(ratedAt);
    const applyNo = `PJ${fid}${String(index + 1).padStart(4, '0')}`;
    const [application] = await tx
      .insert(applications)
      .values({
        fid,
        uid: person.uid,
        sourceSystem: DEMO_SYSTEM,
        externalId: `demo-rated-${index + 1}`,
        applyNo,
        serviceName: seed.serviceName,
        source: DEMO_SYSTEM,
        deptName: service?.deptName ?? '',
        status: 5,
        submittedAt: new Date(ratedAt.getTime() - 5 * DAY),
        updatedAt: ratedAt,
      })
      .returning({ id: applications.id });
    const dueDay = seed.followUp ? calendar.addWorkdays(ratedDay, BAD_RATING_WORKDAYS) : '';
    const fixedDay = shanghaiDay(new Date(ratedAt.getTime() + 6 * DAY));
    const done = seed.followUp === 'rectified' || seed.followUp === 'visited';
    await tx.insert(ratings).values({
      fid,
      uid: person.uid,
      applicationId: application!.id,
      serviceId: service?.id ?? null,
      deptId: service?.deptId ?? null,
      applyNo,
      serviceName: seed.serviceName,
      deptName: service?.deptName ?? '',
      level: seed.level,
      tags: seed.tags,
      content: seed.content,
      ratedAt,
      ratedDay,
      dueDay,
      followUp: seed.followUp ?? 'none',
      rectification: done ? '已约谈经办人员，补充了办事指南中的说明，并在窗口张贴一次性告知单' : '',
      rectifiedDay: done ? fixedDay : '',
      ...(seed.followUp === 'visited'
        ? { visitDay: shanghaiDay(new Date(ratedAt.getTime() + 8 * DAY)), visitWay: '电话', visitAnswer: '满意' }
        : {}),
    });
  }
}

/** A unit seeded before ratings existed gets its demo ratings once. */
export async function seedRatingsIfEmpty(db: Db, fid: number) {
  const [any] = await db.select({ id: ratings.id }).from(ratings).where(eq(ratings.fid, fid)).limit(1);
  if (!any) await seedRatings(db, fid);
}
