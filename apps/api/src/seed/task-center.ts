import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tasks, integrationAppSecrets, integrationKeys, users } from '../schema';
import { RELATION, tabOf } from '../modules/task-center';
import { hashKey } from '../modules/integration';
import { shanghaiDay } from '@yizhan/contracts';
import { demoSystemPage } from './demo-idp';
import { applicationTasks } from './task-applications';

/**
 * The demo units' app secrets for createToken (README): `YizhanDemo` and the fid in six digits, so the flow of
 * docs/integration.md can be tried against a fresh clone. A real deployment rotates them (`integration:key`).
 */
export const demoAppSecret = (fid: number) => `YizhanDemo${String(fid).padStart(6, '0')}`;

/**
 * The demo units' push key of 「演示业务系统」 (README, docs/integration.md): a known value so the curl examples and
 * the E2E tests can push without the command-line tool. A real deployment revokes it (`integration:key -- revoke`).
 */
export const demoIntegrationKey = (fid: number) => `yzk_demo_${fid}_push_key`;
export const DEMO_SYSTEM = '演示业务系统';

/** A unit's demo app secret and demo push key; seeding again adds neither twice. */
async function seedDemoCredentials(db: Db, fid: number) {
  await db
    .insert(integrationAppSecrets)
    .values({ fid, secret: demoAppSecret(fid) })
    .onConflictDoNothing();
  const key = demoIntegrationKey(fid);
  await db
    .insert(integrationKeys)
    .values({ fid, name: DEMO_SYSTEM, keyHash: hashKey(key), prefix: key.slice(0, 10) })
    .onConflictDoNothing();
}

/** One seeded task of a persona: its relation, status, due time in days from seeding (null: none). */
interface TaskSeed {
  relation: 1 | 2 | 3;
  status: 1 | 2 | 3 | 4 | 5;
  title: string;
  content: string;
  source: string;
  sponsor: string;
  dueInDays: number | null;
  /** How long ago it was last changed, in hours. */
  ageHours: number;
}

const JW = '教务管理系统';
const OA = '协同办公系统';
const XG = '学工管理系统';
const CW = '财务报销系统';
const KY = '科研管理系统';
const ZW = '一体化政务服务平台';
const GJJ = '住房公积金服务平台';
const SB = '社会保险服务平台';

const t = (
  relation: TaskSeed['relation'],
  status: TaskSeed['status'],
  source: string,
  sponsor: string,
  title: string,
  content: string,
  dueInDays: number | null,
  ageHours: number,
): TaskSeed => ({ relation, status, source, sponsor, title, content, dueInDays, ageHours });

/**
 * Every state a task can be in, for each demo persona: open (some overdue), done, sent back, revoked, cc. What they
 * started (我发起的) are their applications, written from their approvals (task-applications.ts).
 */
const personas: Record<string, TaskSeed[]> = {
  '2023001': [
    t(
      1,
      1,
      JW,
      '教务处',
      '完成 2026 秋季学期评教',
      '本学期课程评教截止前需完成全部 8 门课程的评价，未完成将影响成绩查询。',
      2,
      20,
    ),
    t(
      1,
      1,
      XG,
      '计算机学院学工办',
      '提交 2026 年度家庭经济困难认定材料',
      '请上传家庭情况调查表与相关证明材料，辅导员审核后提交学院。',
      -2,
      70,
    ),
    t(
      1,
      2,
      XG,
      '计算机学院学工办',
      '补充勤工助学岗位面试材料',
      '图书馆勤工助学岗位初审通过，请补充课表截图以便安排值班时间。',
      5,
      30,
    ),
    t(
      1,
      1,
      JW,
      '教务处',
      '确认期末考试安排与考场座位',
      '你共有 6 门期末考试，请核对考试时间、考场与座位号，如有冲突于 12 月 10 日前申请。',
      14,
      8,
    ),
    t(
      1,
      1,
      OA,
      '校团委',
      '填写第二课堂学分认定表',
      '第二课堂成绩单学分认定开始，请填写本学年参加的志愿服务与社团活动。',
      -1,
      96,
    ),
    t(
      1,
      1,
      '图书馆',
      '图书馆',
      '归还逾期图书《算法导论》',
      '你借阅的《算法导论（第 3 版）》已超期，请尽快归还以免影响借阅权限。',
      null,
      50,
    ),
    t(1, 3, JW, '教务处', '确认 2027 春季学期选课预选结果', '预选课程已确认。', -10, 240),
    t(1, 3, XG, '计算机学院学工办', '完成新学期学生信息核对', '学籍信息已核对无误。', -30, 700),
    t(1, 4, CW, '财务处', '补交学费缴费凭证', '凭证不清晰，已退回，请重新上传清晰的缴费截图。', -5, 150),
    t(1, 5, XG, '计算机学院学工办', '参加寒假社会实践报名', '活动已取消。', 3, 60),
    t(3, 2, OA, '校团委', '计算机学院志愿者服务队年度总结', '抄送：总结报告正在学院团委审阅中。', 6, 26),
    t(3, 3, XG, '辅导员 陈老师', '班级团日活动经费报销', '抄送：报销已完成。', -12, 300),
  ],
  T1001: [
    t(
      1,
      1,
      JW,
      '教务处',
      '提交《数据结构》期末试卷（A/B 卷）',
      '请于截止前提交 A、B 两套试卷及参考答案，交教研室主任审核。',
      3,
      10,
    ),
    t(1, 1, KY, '科研处', '填报 2026 年度科研成果统计', '请在科研管理系统登记本年度论文、项目与获奖情况。', -3, 120),
    t(
      1,
      2,
      JW,
      '教务处',
      '审核 2026 级课程成绩录入',
      '《数据结构》两个教学班的平时成绩已录入，期末成绩待录入。',
      10,
      6,
    ),
    t(1, 1, OA, '计算机学院办公室', '审阅教学工作会议纪要', '请审阅学院教学工作会议纪要并提出修改意见。', 1, 4),
    t(1, 1, CW, '财务处', '确认差旅费报销单据', '财务处退回的差旅费报销单已修改，请确认后重新提交。', -1, 80),
    t(1, 1, OA, '人事处', '完成年度考核个人述职表', '请填写本年度个人述职报告与考核表。', 20, 2),
    t(1, 3, JW, '教务处', '提交本学期教学日历', '教学日历已审核通过。', -40, 900),
    t(1, 3, KY, '科研处', '省自然科学基金结题材料', '结题材料已提交科研处。', -15, 400),
    t(1, 4, OA, '计算机学院办公室', '会议室预约（行政楼 302）', '时间冲突，已退回，请改约其他时段。', -2, 90),
    t(1, 5, JW, '教务处', '第 9 周调课申请', '申请人已撤回。', 2, 44),
    t(3, 1, OA, '计算机学院办公室', '学院 2027 年度预算编制', '抄送：请关注本教研室预算。', 12, 30),
    t(3, 3, CW, '财务处', '教研室图书资料费报销', '抄送：报销已到账。', -20, 500),
  ],
  citizen: [
    t(
      1,
      1,
      ZW,
      '幸福里社区居委会',
      '补充公共租赁住房申请材料',
      '请补充提交近 6 个月的个人收入证明与在本市无房证明。',
      3,
      20,
    ),
    t(
      1,
      1,
      SB,
      '市社会保险事业管理中心',
      '确认灵活就业人员参保缴费档次',
      '请在社会保险服务平台选择 2027 年度缴费档次，逾期按最低档次核定。',
      -2,
      100,
    ),
    t(1, 2, GJJ, '市住房公积金管理中心', '住房公积金提取（租房）资料核验', '提取申请核验中，请保持电话畅通。', 6, 12),
    t(1, 1, ZW, '市民政局', '老年人优待证领取预约', '优待证已制作完成，请预约领取时间。', null, 40),
    t(1, 3, ZW, '市市场监管局', '个体工商户设立登记补正', '补正材料已提交并通过。', -10, 300),
    t(1, 4, '医疗保障服务平台', '市医保中心', '异地就医备案', '备案地址与居住证不一致，已退回。', -4, 160),
    t(3, 3, '社区服务平台', '幸福里社区居委会', '社区垃圾分类志愿者排班', '抄送：排班已确定。', -6, 180),
  ],
};

/** The demo units whose accounts have tasks; each task opens in the unit's demo business system. */
const UNITS_WITH_TASKS = new Set([100001, 331906, 39374, 200001, 200002]);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 17:00 Beijing time `days` days from `now`: due times as offices set them. */
const dueOn = (now: Date, days: number) =>
  new Date(`${shanghaiDay(new Date(now.getTime() + days * DAY))}T17:00:00+08:00`);

/**
 * Seeds a unit's demo credentials and its demo accounts' tasks. Due times are counted from the moment of seeding,
 * so a fresh store always has tasks that are overdue, due soon and due later.
 */
export async function seedTaskCenter(tx: Db, fid: number, now = new Date()) {
  await seedDemoCredentials(tx, fid);
  if (!UNITS_WITH_TASKS.has(fid)) return;
  const accounts = await tx.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.fid, fid));
  for (const account of accounts) {
    const seeds = personas[account.username];
    if (!seeds) continue;
    const rows = seeds.map((seed, index) => {
      const updatedAt = new Date(now.getTime() - seed.ageHours * HOUR);
      const externalId = `demo-${account.username}-${index + 1}`;
      return {
        fid,
        uid: account.uid,
        relation: seed.relation,
        tab: tabOf(seed.relation, seed.status),
        status: seed.status,
        sourceSystem: seed.source,
        externalId,
        source: seed.source,
        title: seed.title,
        content: seed.content,
        sponsor: seed.sponsor,
        pcUrl: demoSystemPage(fid, 'pc', `task-${externalId}`, seed.source) ?? '',
        mobileUrl:
          seed.relation === RELATION.cc ? '' : (demoSystemPage(fid, 'm', `task-${externalId}`, seed.source) ?? ''),
        dueAt: seed.dueInDays === null ? null : dueOn(now, seed.dueInDays),
        insertedAt: new Date(updatedAt.getTime() - 48 * HOUR),
        updatedAt,
        completedAt: seed.status === 3 ? updatedAt : null,
      };
    });
    await tx.insert(tasks).values([...rows, ...(await applicationTasks(tx, fid, account))]);
  }
}

/** A unit seeded before the task center existed gets its demo credentials and demo tasks once. */
export async function seedTaskCenterIfEmpty(db: Db, fid: number) {
  const [any] = await db.select({ id: tasks.id }).from(tasks).where(eq(tasks.fid, fid)).limit(1);
  if (any) return seedDemoCredentials(db, fid);
  await db.transaction(async (tx) => seedTaskCenter(tx as unknown as Db, fid));
}
