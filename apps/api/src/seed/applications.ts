import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { applications, applicationSteps, users } from '../schema';
import { demoSystemPage } from './demo-idp';
import { DEMO_SYSTEM } from './task-center';

/** One state an application went through: its code, and what the department said. */
type StepSeed = [status: number, note: string, supplement?: string];

/** One demo application: its service, the department, how long ago it was filed (hours), and its timeline. */
interface ApplicationSeed {
  serviceName: string;
  deptName: string;
  ageHours: number;
  steps: StepSeed[];
}

/** A government unit's applications, one in each state (issue 38 §1). */
const CITY: ApplicationSeed[] = [
  {
    serviceName: '居民身份证换领',
    deptName: '公安局户政科',
    ageHours: 240,
    steps: [
      [1, ''],
      [2, '材料齐全，予以受理'],
      [3, '制证中'],
      [5, '已办结，请携带回执到受理窗口领取'],
    ],
  },
  {
    serviceName: '个体工商户设立登记',
    deptName: '市场监督管理局',
    ageHours: 96,
    steps: [
      [1, ''],
      [2, '予以受理'],
      [3, '审查中'],
      [4, '经营场所证明不全', '请补充经营场所使用证明（租赁合同或产权证明）'],
    ],
  },
  {
    serviceName: '城乡居民医保参保登记',
    deptName: '医疗保障局',
    ageHours: 50,
    steps: [
      [1, ''],
      [2, '予以受理'],
      [3, '参保信息核验中'],
    ],
  },
  {
    serviceName: '住房公积金提取',
    deptName: '住房公积金中心',
    ageHours: 20,
    steps: [
      [1, ''],
      [2, '予以受理'],
    ],
  },
  { serviceName: '生育登记', deptName: '卫生健康委员会', ageHours: 3, steps: [[1, '']] },
  {
    serviceName: '临时占道经营许可',
    deptName: '城市管理局',
    ageHours: 170,
    steps: [
      [1, ''],
      [6, '申请路段不在临时占道经营许可范围内'],
    ],
  },
];

/** A campus's applications (办事大厅), one in each state. */
const CAMPUS: ApplicationSeed[] = [
  {
    serviceName: '在读证明开具',
    deptName: '教务处',
    ageHours: 200,
    steps: [
      [1, ''],
      [2, '予以受理'],
      [3, '盖章中'],
      [5, '已办结，电子证明已发送到信息中心'],
    ],
  },
  {
    serviceName: '学生证补办',
    deptName: '学生工作处',
    ageHours: 80,
    steps: [
      [1, ''],
      [2, '予以受理'],
      [3, '审核中'],
      [4, '照片不符合要求', '请上传近期白底一寸证件照'],
    ],
  },
  {
    serviceName: '宿舍调换申请',
    deptName: '后勤管理处',
    ageHours: 40,
    steps: [
      [1, ''],
      [2, '予以受理'],
      [3, '协调床位中'],
    ],
  },
  {
    serviceName: '国家奖学金申请',
    deptName: '学生资助中心',
    ageHours: 26,
    steps: [
      [1, ''],
      [2, '予以受理'],
    ],
  },
  { serviceName: '成绩单打印', deptName: '教务处', ageHours: 2, steps: [[1, '']] },
  {
    serviceName: '校外住宿申请',
    deptName: '学生工作处',
    ageHours: 150,
    steps: [
      [1, ''],
      [6, '不满足校外住宿条件（需家长同意书与安全承诺书）'],
    ],
  },
];

/** The demo units with applications: the government units' citizens, the campuses' students and teachers. */
const KIND: Readonly<Record<number, { seeds: ApplicationSeed[]; prefix: string }>> = {
  200001: { seeds: CITY, prefix: 'SF' },
  200002: { seeds: CITY, prefix: 'XQ' },
  100001: { seeds: CAMPUS, prefix: 'SD' },
  331906: { seeds: CAMPUS, prefix: 'XH' },
  39374: { seeds: CAMPUS, prefix: 'DY' },
};

/** The phone every demo applicant gave (README: the public lookup takes its last four digits, 1234). */
export const DEMO_APPLICANT_PHONE_TAIL = '1234';
const HOUR = 3_600_000;

/** `SF2026120100012`: the unit's prefix, the day filed and a sequence, as a receipt prints it. */
const applyNoOf = (prefix: string, at: Date, sequence: number) =>
  `${prefix}${at.toISOString().slice(0, 10).replaceAll('-', '')}${String(sequence).padStart(5, '0')}`;

/**
 * Seeds a unit's demo applications: each demo account (but the one without menus) has one in every state, filed by
 * the demo business system (so its buttons move them on too). The phone tail is written plain, as a system sends
 * it, and sealed when a server starts (ADR 048).
 */
export async function seedApplications(tx: Db, fid: number, now = new Date()) {
  const kind = KIND[fid];
  if (!kind) return;
  const accounts = await tx.select({ uid: users.uid, username: users.username }).from(users).where(eq(users.fid, fid));
  let sequence = 0;
  for (const account of accounts.filter((row) => row.username !== 'nomenu')) {
    for (const [index, seed] of kind.seeds.entries()) {
      sequence += 1;
      const externalId = `demo-app-${account.username}-${index + 1}`;
      const submittedAt = new Date(now.getTime() - seed.ageHours * HOUR);
      // Steps spread evenly between filing and an hour ago.
      const gap = Math.max(1, seed.ageHours - 1) / Math.max(1, seed.steps.length - 1);
      const at = (step: number) => new Date(submittedAt.getTime() + step * gap * HOUR);
      const last = seed.steps.at(-1)!;
      const [row] = await tx
        .insert(applications)
        .values({
          fid,
          uid: account.uid,
          sourceSystem: DEMO_SYSTEM,
          externalId,
          applyNo: applyNoOf(kind.prefix, submittedAt, sequence),
          serviceName: seed.serviceName,
          source: DEMO_SYSTEM,
          deptName: seed.deptName,
          status: last[0],
          phoneTail: DEMO_APPLICANT_PHONE_TAIL,
          pcUrl: demoSystemPage(fid, 'pc', `apply-${externalId}`, seed.serviceName) ?? '',
          mobileUrl: demoSystemPage(fid, 'm', `apply-${externalId}`, seed.serviceName) ?? '',
          submittedAt,
          updatedAt: at(seed.steps.length - 1),
        })
        .returning({ id: applications.id });
      await tx.insert(applicationSteps).values(
        seed.steps.map(([status, note, supplement = ''], step) => ({
          applicationId: row!.id,
          status,
          at: at(step),
          deptName: seed.deptName,
          note,
          supplement,
          supplementUrl: supplement
            ? (demoSystemPage(fid, 'pc', `supplement-${externalId}`, seed.serviceName) ?? '')
            : '',
        })),
      );
    }
  }
}

/** A unit seeded before applications existed gets its demo applications once. */
export async function seedApplicationsIfEmpty(db: Db, fid: number) {
  const [any] = await db.select({ id: applications.id }).from(applications).where(eq(applications.fid, fid)).limit(1);
  if (any) return;
  await db.transaction(async (tx) => seedApplications(tx as unknown as Db, fid));
}
