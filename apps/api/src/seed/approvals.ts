import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { approvals, users } from '../schema';
import { prng, type Prng } from './large/prng';
import { demoSystemPage } from './demo-idp';

/** A form of an approval system: its name, its system, and the title a filled-in one gets (`{who}` the sponsor). */
interface FormTemplate {
  formName: string;
  source: string;
  titles: readonly string[];
}

/** One relation of a persona: how many items, of which forms, sponsored by whom, held by whom, in which states. */
interface RelationSeed {
  aprvType: 1 | 2 | 3 | 4;
  count: number;
  forms: readonly FormTemplate[];
  /** Sponsors; 'self' is the user. */
  sponsors: readonly string[];
  /** Who holds the form now; 'self' is the user. */
  holders: readonly string[];
  /** Status codes (contracts APPROVAL_STATUS) to draw from. */
  statuses: readonly number[];
}

const OA = '协同办公系统';
const XG = '学工管理系统';
const KY = '科研管理系统';
const CW = '财务报销系统';
const JW = '教务管理系统';

const form = (formName: string, source: string, ...titles: string[]): FormTemplate => ({ formName, source, titles });

const studentForms = [
  form(
    '学生请假申请',
    XG,
    '{who}的请假申请（病假 2 天）',
    '{who}的请假申请（事假 1 天）',
    '{who}的请假申请（离校返乡）',
  ),
  form('宿舍调换申请', XG, '{who}的宿舍调换申请'),
  form('国家励志奖学金申请', XG, '{who}的国家励志奖学金申请'),
  form('勤工助学岗位申请', XG, '{who}申请图书馆勤工助学岗位'),
  form('缓考申请', JW, '{who}的《高等数学》缓考申请', '{who}的《大学物理》缓考申请'),
  form('成绩复核申请', JW, '{who}的《数据结构》成绩复核申请'),
  form('实验室开放使用申请', JW, '{who}申请使用计算机学院创新实验室'),
  // A student's forms go through 学工: a student has no OA, so none of this shows as OA work (issue 35 item 6).
  form('社团活动场地申请', XG, '{who}申请大学生活动中心多功能厅'),
];
const teacherForms = [
  form('调课申请', JW, '{who}的调课申请（第 9 周）', '{who}的调课申请（因公出差）'),
  form('出差申请', OA, '{who}赴北京参加学术会议的出差申请', '{who}赴上海调研的出差申请'),
  form('差旅费报销', CW, '{who}的差旅费报销（学术会议）', '{who}的差旅费报销（项目调研）'),
  form('科研经费预算调整', KY, '{who}的省自然科学基金项目预算调整'),
  form('会议室预约', OA, '{who}预约行政楼 302 会议室'),
  form('用印申请', OA, '{who}的合作协议用印申请'),
  form('公务接待申请', OA, '{who}的来访专家公务接待申请'),
  form('研究生开题报告审批', KY, '{who}的硕士学位论文开题报告'),
];
const ccForms = [
  form('班费使用申请', XG, '{who}提交的班级团日活动经费申请'),
  form('学院会议通知', OA, '{who}发起的学院教学工作会议安排'),
  form('教研室经费报销', CW, '{who}的教研室图书资料费报销'),
  form('出差申请', OA, '{who}赴杭州参加教学研讨会的出差申请'),
];
const citizenForms = [
  form('公共租赁住房申请', '一体化政务服务平台', '{who}的公共租赁住房申请'),
  form('住房公积金提取', '住房公积金服务平台', '{who}的住房公积金提取（租房）', '{who}的住房公积金提取（购房）'),
  form('灵活就业人员参保登记', '社会保险服务平台', '{who}的灵活就业人员参保登记'),
  form('异地就医备案', '医疗保障服务平台', '{who}的异地就医备案（长期居住）'),
  form('老年人优待证办理', '一体化政务服务平台', '{who}为父亲申请老年人优待证'),
  form('个体工商户设立登记', '企业开办一网通办', '{who}的个体工商户设立登记（小吃店）'),
  form('生育登记', '一体化政务服务平台', '{who}的生育登记'),
];
const COMMUNITY = '幸福里社区居委会';
const liftForm = form('加装电梯意见征询', '社区服务平台', '{who}发起的幸福里小区 3 幢加装电梯意见征询');
const alumniForms = [
  form('学历证明申请', JW, '{who}的学历证明申请'),
  form('档案转递申请', OA, '{who}的人事档案转递申请'),
];

const students = ['张婷', '王浩', '刘洋', '陈静', '赵磊', '周杰', '孙悦', '吴桐'];
const staff = ['陈晓燕', '刘建国', '孙丽', '张伟', '黄志强', '马丽娟', '郑凯'];
const officers = [
  '市住建局 李科长',
  '市公积金中心 受理窗口',
  '市社保中心 王审核员',
  '市医保局 审核岗',
  '区政务服务中心 受理窗口',
];

/** What each demo account (README) has, by account name. */
const personas: Record<string, RelationSeed[]> = {
  // 李明, a student: mostly his own applications; as 社团负责人 a few to approve.
  '2023001': [
    { aprvType: 1, count: 3, forms: [studentForms[7]!], sponsors: students, holders: ['self'], statuses: [1] },
    { aprvType: 2, count: 6, forms: [studentForms[7]!], sponsors: students, holders: ['self'], statuses: [2, 2, 3] },
    { aprvType: 3, count: 5, forms: [ccForms[0]!], sponsors: students, holders: staff, statuses: [1, 2] },
    {
      aprvType: 4,
      count: 16,
      forms: studentForms,
      sponsors: ['self'],
      holders: staff,
      statuses: [1, 1, 2, 2, 2, 3, 4],
    },
  ],
  // 王芳, a teacher: students' and colleagues' forms to approve, her own trips and claims.
  T1001: [
    { aprvType: 1, count: 14, forms: studentForms.slice(0, 6), sponsors: students, holders: ['self'], statuses: [1] },
    {
      aprvType: 2,
      count: 32,
      forms: studentForms,
      sponsors: students,
      holders: ['self'],
      statuses: [2, 2, 2, 2, 3, 1],
    },
    { aprvType: 3, count: 11, forms: ccForms, sponsors: staff, holders: staff, statuses: [1, 2, 2] },
    {
      aprvType: 4,
      count: 15,
      forms: teacherForms,
      sponsors: ['self'],
      holders: staff,
      statuses: [1, 1, 2, 2, 2, 3, 4],
    },
  ],
  nomenu: [{ aprvType: 4, count: 2, forms: alumniForms, sponsors: ['self'], holders: staff, statuses: [1, 2] }],
  // 张市民, a resident: what he applied for at the city's offices, and a notice copied to him.
  citizen: [
    { aprvType: 3, count: 3, forms: [liftForm], sponsors: [COMMUNITY], holders: [COMMUNITY], statuses: [1, 2] },
    {
      aprvType: 4,
      count: 12,
      forms: citizenForms,
      sponsors: ['self'],
      holders: officers,
      statuses: [1, 1, 2, 2, 2, 3],
    },
  ],
};

/** The demo units whose accounts have approvals; each form opens in the unit's demo business system. */
const UNITS_WITH_APPROVALS = new Set([100001, 331906, 39374, 200001, 200002]);

/** The newest change; older ones go back some hours each. */
const NEWEST = Date.parse('2026-09-01T17:30:00+08:00');
const HOUR = 3_600_000;

function formIdOf(formName: string): number {
  let hash = 0;
  for (const char of formName) hash = (hash * 31 + char.codePointAt(0)!) % 90_000;
  return 10_000 + hash;
}

function relationRows(random: Prng, fid: number, uid: number, name: string, relation: RelationSeed) {
  const who = (person: string) => (person === 'self' ? name : person);
  return Array.from({ length: relation.count }, (_, n) => {
    const template = random.pick(relation.forms);
    const sponsor = who(random.pick(relation.sponsors));
    const formUserId = 200_000 + random.below(700_000);
    const updatedAt = new Date(NEWEST - (n * 19 + random.below(18)) * HOUR - random.below(60) * 60_000);
    return {
      fid,
      uid,
      aprvType: relation.aprvType,
      status: random.pick(relation.statuses),
      formId: formIdOf(template.formName),
      formUserId,
      title: random.pick(template.titles).replace('{who}', sponsor),
      formName: template.formName,
      sponsor,
      uname: who(random.pick(relation.holders)),
      pageLinkUrl: demoSystemPage(fid, 'pc', `form-${formUserId}`, template.source) ?? '',
      source: template.source,
      insertedAt: new Date(updatedAt.getTime() - (1 + random.below(72)) * HOUR),
      updatedAt,
    };
  });
}

/** Seeds the approvals of a unit's demo accounts (deterministic per unit and account). */
export async function seedApprovals(tx: Db, fid: number) {
  if (!UNITS_WITH_APPROVALS.has(fid)) return;
  const accounts = await tx
    .select({ uid: users.uid, username: users.username, name: users.name })
    .from(users)
    .where(eq(users.fid, fid));
  for (const account of accounts) {
    const relations = personas[account.username];
    if (!relations) continue;
    const random = prng(fid * 31 + [...account.username].reduce((sum, char) => sum + char.charCodeAt(0), 0));
    const rows = relations.flatMap((relation) => relationRows(random, fid, account.uid, account.name, relation));
    await tx.insert(approvals).values(rows);
  }
}

/** A unit seeded before approvals existed gets its demo accounts' approvals once. */
export async function seedApprovalsIfEmpty(db: Db, fid: number) {
  const [any] = await db.select({ id: approvals.id }).from(approvals).where(eq(approvals.fid, fid)).limit(1);
  if (any) return;
  await db.transaction(async (tx) => seedApprovals(tx as unknown as Db, fid));
}
