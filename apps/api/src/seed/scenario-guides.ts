import type { ScenarioMaterial, ScenarioAnswer, ScenarioQuestion } from '@yizhan/contracts';
import { material } from './service-hall/catalogue';

// The demo 情形引导 (ADR 088), by service name: they name the materials and steps of the guides the catalogue builds
// (seed/service-hall/*-kinds.ts), so a test checks that every name they select exists in its guide.

type AnswerFields = Partial<Omit<ScenarioAnswer, 'id' | 'label'>>;
const answer = (id: string, label: string, fields: AnswerFields = {}): ScenarioAnswer => ({
  id,
  label,
  includeMaterials: [],
  excludeMaterials: [],
  extraMaterials: [],
  includeSteps: [],
  excludeSteps: [],
  fee: null,
  promiseDays: null,
  note: '',
  skip: [],
  ...fields,
});
const question = (id: string, text: string, answers: ScenarioAnswer[], hint = ''): ScenarioQuestion => ({
  id,
  text,
  hint,
  answers,
});
const yesNo = (yes: AnswerFields, no: AnswerFields) => [answer('yes', '是', yes), answer('no', '否', no)];
const paper = (name: string, copies: string, format: string, note = ''): ScenarioMaterial =>
  material(name, copies, format, 'paper', { note });
const online = (name: string, copies: string, format: string, note = ''): ScenarioMaterial =>
  material(name, copies, format, 'electronic', { note });

/** A certificate's purpose: abroad needs the passport page and the English version. */
const purpose = question('use', '证明用于何处？', [
  answer('home', '国内使用', { excludeMaterials: ['用途说明'] }),
  answer('abroad', '出国（境）签证或留学', {
    extraMaterials: [online('护照信息页', '扫描件 1 份', 'PDF 或 JPG')],
    note: '请在用途说明中注明需要英文版及接收机构名称。',
  }),
]);

/** The evidence of an application, one kind per reason (the guide's generic 相关证明材料 is replaced). */
const reason = (text: string, reasons: [string, string, ScenarioMaterial][]) =>
  question(
    'reason',
    text,
    reasons.map(([id, label, evidence]) =>
      answer(id, label, { excludeMaterials: ['相关证明材料'], extraMaterials: [evidence] }),
    ),
  );

const campus: Record<string, ScenarioQuestion[]> = {
  学生证补办: [
    question('why', '学生证是遗失还是损坏？', [
      answer('lost', '遗失', {
        extraMaterials: [paper('遗失声明', '原件 1 份', '本人签字', '写明遗失时间、地点及学号')],
        fee: '工本费 10 元',
      }),
      answer('broken', '损坏', {
        extraMaterials: [paper('损坏的原学生证', '原件 1 份', '实体证件', '补办后收回')],
        fee: '工本费 10 元',
      }),
    ]),
    question(
      'train',
      '是否需要火车票优惠资格？',
      yesNo(
        {
          extraMaterials: [paper('火车票优惠卡', '原件 1 份', '原学生证所附', '遗失的可一并补写')],
          promiseDays: 5,
          note: '优惠区间按学籍登记的家庭所在地填写。',
        },
        {},
      ),
    ),
  ],
  中英文成绩单打印: [
    question('lang', '需要哪种成绩单？', [
      answer('zh', '中文', { excludeMaterials: ['用途说明'] }),
      answer('en', '英文'),
      answer('both', '中英文各一份'),
    ]),
    question(
      'seal',
      '是否需要学校密封寄送给接收机构？',
      yesNo(
        {
          extraMaterials: [online('收件机构地址及联系人', '1 份', '在线填写')],
          fee: '不收费（邮寄费用到付）',
          promiseDays: 5,
        },
        { excludeSteps: ['在线下载，或到自助打印终端、服务窗口领取纸质件'] },
      ),
      '密封件由教务处盖骑缝章后寄出，本人不能拆封。',
    ),
  ],
  在读证明开具: [purpose],
  英文在读证明开具: [purpose],
  学生海外交流项目申请: [
    question('length', '交流时长是多久？', [
      answer('short', '一学期以内（含暑期项目）', { excludeMaterials: ['校园卡复印件'] }),
      answer('long', '一学期及以上', {
        extraMaterials: [online('学分转换计划表', '1 份', '学院教学秘书签字后扫描')],
        promiseDays: 10,
      }),
    ]),
    question(
      'passport',
      '是否已持有有效期一年以上的护照？',
      yesNo(
        { extraMaterials: [online('护照信息页', '扫描件 1 份', 'PDF 或 JPG')] },
        { note: '请先到户籍所在地出入境窗口申领普通护照（约 7 个工作日）。' },
      ),
    ),
  ],
  缓考申请: [
    reason('缓考的原因是？', [
      ['ill', '因病', paper('医院诊断证明', '原件 1 份', '二级及以上医院出具')],
      ['duty', '因公或参赛', online('参赛（公派）通知', '扫描件 1 份', '加盖派出单位公章')],
      ['other', '其他原因', online('情况说明', '1 份', '本人签字，辅导员签署意见')],
    ]),
  ],
  休学申请: [
    question('reason', '休学的原因是？', [
      answer('ill', '因病', {
        excludeMaterials: ['相关证明材料'],
        extraMaterials: [paper('医院诊断证明', '原件 1 份', '二级及以上医院出具，写明建议休养时长')],
      }),
      answer('army', '应征入伍', {
        excludeMaterials: ['相关证明材料'],
        extraMaterials: [paper('入伍通知书', '复印件 1 份', '武装部盖章')],
        promiseDays: 3,
        skip: ['length'],
        note: '应征入伍的保留学籍至退役后 2 年。',
      }),
      answer('venture', '创新创业', {
        excludeMaterials: ['相关证明材料'],
        extraMaterials: [online('创业计划书及营业执照', '扫描件各 1 份', 'PDF')],
      }),
    ]),
    question('length', '计划休学多久？', [answer('term', '一学期'), answer('year', '一学年')]),
  ],
  校园卡补办: [
    question('lost', '原卡是否已经挂失？', yesNo({}, { note: '请先在“校园卡挂失与解挂”中挂失原卡，以免余额被盗用。' })),
    question('where', '在哪里补办？', [
      answer('desk', '服务窗口', { fee: '工本费 20 元（从卡内余额扣除）' }),
      answer('kiosk', '自助补卡机', {
        excludeMaterials: ['校园卡复印件'],
        fee: '工本费 20 元（微信或支付宝支付）',
        promiseDays: 0,
        note: '自助补卡机在学生服务中心一楼，即补即取。',
      }),
    ]),
  ],
};

const government: Record<string, ScenarioQuestion[]> = {
  居民身份证换领: [
    question(
      'local',
      '您的户籍在本市吗？',
      [
        answer('yes', '是', { skip: ['province'] }),
        answer('no', '否', {
          excludeMaterials: ['居民户口簿'],
          promiseDays: 30,
          note: '异地换领可在本市任一户政窗口受理，无需提供户口簿。',
        }),
      ],
      '以户口簿登记的户籍地为准。',
    ),
    question(
      'province',
      '户籍是否在外省？',
      yesNo({ promiseDays: 45, note: '跨省异地换领需核验户籍地信息，证件制好后可选择邮寄。' }, {}),
    ),
    question(
      'photo',
      '是否已有数码照片回执？',
      [
        answer('yes', '有', {
          extraMaterials: [paper('数码照片回执', '1 份', '照相馆出具，6 个月内有效')],
          excludeSteps: ['网上预约或现场取号'],
        }),
        answer('no', '没有', { note: '可在窗口现场采集照片，另付照片费 10 元。' }),
      ],
      '在指定照相馆拍照后取得回执，可免去现场采集。',
    ),
  ],
  内地居民结婚登记: [
    question(
      'local',
      '男女双方中是否至少一方户籍在本市？',
      yesNo(
        {},
        {
          extraMaterials: [paper('居住证', '原件 1 份', '一方在本市连续居住半年以上', '“跨省通办”试点适用')],
          note: '双方户籍均不在本市的，凭一方本市居住证办理。',
        },
      ),
    ),
    question(
      'again',
      '是否为再婚？',
      yesNo({ extraMaterials: [paper('离婚证或配偶死亡证明', '原件 1 份', '离婚判决书、调解书须附生效证明')] }, {}),
    ),
  ],
  社会保障卡挂失补换: [
    question('why', '补换的原因是？', [
      answer('lost', '遗失', { excludeMaterials: ['居民身份证或社会保障卡'], fee: '补卡工本费 20 元' }),
      answer('broken', '损坏', { fee: '不收费' }),
      answer('upgrade', '换发第三代社保卡', { fee: '不收费', note: '第三代社保卡支持“一卡通”乘车和电子社保卡。' }),
    ]),
    question('take', '怎样领卡？', [
      answer('now', '即时制卡网点现场领取', { promiseDays: 0 }),
      answer('post', '邮寄到家', {
        extraMaterials: [online('收件地址', '1 份', '在线填写')],
        promiseDays: 7,
      }),
    ]),
  ],
  普通护照签发: [
    question(
      'first',
      '是否首次申领护照？',
      yesNo({}, { extraMaterials: [paper('原护照', '原件 1 份', '换发或补发时提交', '遗失的附遗失说明')] }),
    ),
    question(
      'minor',
      '申请人是否未满 16 周岁？',
      yesNo(
        {
          extraMaterials: [paper('监护人身份证明及监护关系证明', '原件 1 份', '出生医学证明或户口簿')],
          note: '未满 16 周岁的须由监护人陪同办理。',
        },
        {},
      ),
    ),
  ],
  居民身份证挂失补领: [
    question('local', '您的户籍在本市吗？', [
      answer('yes', '是'),
      answer('no', '否', { excludeMaterials: ['居民户口簿'], promiseDays: 30 }),
    ]),
    question('urgent', '是否急需乘机或乘车？', [
      answer('yes', '是', { note: '可同时申请临时居民身份证（工本费 10 元，当日可取）。' }),
      answer('no', '否'),
    ]),
  ],
};

/** The demo scenarios, per the kind of catalogue a unit has (the campus ones and the government ones). */
export const SCENARIO_SEEDS: Readonly<Record<string, ScenarioQuestion[]>> = { ...campus, ...government };
