/** One seeded notice or message of a demo account. */
export interface InboxSeed {
  kind: 'notice' | 'message';
  /** The notice type (notices only). */
  type?: string;
  title: string;
  content: string;
  /** `YYYY-MM-DD HH:mm`, Asia/Shanghai. */
  at: string;
  read: boolean;
  /** Who sent it (createrName) and from which system (sourceType). */
  from: string;
  sourceType: string;
  /** The icon of the source system, a name under /assets/demo/icons. */
  logo?: string;
  /**
   * Where opening it leads, inside the demo: the page of the service it is about (named in its title or text), or a
   * portal page. No news link: an article is no notice's source unless it is the same text (issue 35 item 4 — a
   * 「最新通知公告」 link opened an unrelated article).
   */
  link?: { service: string } | { page: string };
  /** The business system it came from, by its name in the catalogue: its sourceUrl goes through /to-handle-service. */
  system?: string;
}

export const CAMPUS_NOTICE_TYPES = ['学校通知', '教务通知', '办事进度', '系统通知'];
export const GOV_NOTICE_TYPES = ['政务通知', '办件进度', '系统通知'];

const notice = (type: string, item: Omit<InboxSeed, 'kind' | 'type'>): InboxSeed => ({ kind: 'notice', type, ...item });
const message = (item: Omit<InboxSeed, 'kind'>): InboxSeed => ({ kind: 'message', ...item });

/** Notices every campus account gets. */
const campusShared: InboxSeed[] = [
  notice('学校通知', {
    title: '关于2026年冬季学期校园安全检查的通知',
    content: '各单位、全体师生：学校将于11月25日至27日开展冬季校园安全大检查，请各宿舍、实验室提前自查用电与消防隐患。',
    at: '2026-11-23 09:10',
    read: false,
    from: '保卫处',
    sourceType: '学校通知',
  }),
  notice('系统通知', {
    title: '统一身份认证系统将于周六凌晨维护',
    content: '11月28日（周六）00:00—04:00 统一身份认证系统升级维护，期间门户、邮箱与 VPN 将无法登录，请提前安排。',
    at: '2026-11-20 17:30',
    read: false,
    from: '网络信息中心',
    sourceType: '系统通知',
  }),
  notice('学校通知', {
    title: '示范大学第十二届教职工运动会开幕',
    content: '第十二届教职工运动会于11月14日在东区体育场开幕，欢迎全校师生前往观赛。',
    at: '2026-11-14 16:10',
    read: true,
    from: '党政办公室',
    sourceType: '学校通知',
  }),
];

/** The student's and the teacher's own notices and messages. */
export const CAMPUS_INBOX: Record<'student' | 'teacher', InboxSeed[]> = {
  student: [
    ...campusShared,
    notice('教务通知', {
      title: '2026—2027学年第一学期期末考试安排已发布',
      content:
        '李明同学：本学期期末考试安排已发布，你共有 6 门课程考试，首场为12月28日上午《高等数学（上）》，请在“考试安排查询”中核对考场与座位号。',
      at: '2026-11-22 10:00',
      read: false,
      from: '教务处',
      sourceType: '教务系统',
      logo: 'jiaowu',
      link: { service: '考试安排查询' },
    }),
    notice('办事进度', {
      title: '你的“国家励志奖学金申请”已办结',
      content:
        '申请编号 JXJ20261105-0032 已办结：评审结果公示期满无异议，奖学金 5000 元将于12月发放至本人银行卡，可在办事详情中查看。',
      at: '2026-11-18 14:26',
      read: true,
      from: '学生事务服务中心',
      sourceType: '办事大厅',
      link: { service: '国家励志奖学金申请' },
    }),
    notice('教务通知', {
      title: '关于2027年春季学期选课的预通知',
      content: '春季学期选课预计于12月15日开始，届时请关注教务系统通知，按培养方案完成必修课程选课。',
      at: '2026-11-12 09:00',
      read: true,
      from: '教务处',
      sourceType: '教务系统',
      logo: 'jiaowu',
    }),
    message({
      title: '《数据结构》第 9 次作业成绩已发布',
      content: '你的《数据结构》第 9 次作业得分 92 分，批改意见：链表删除的边界情况处理得好，复杂度分析可再具体些。',
      at: '2026-11-23 08:40',
      read: false,
      from: '教务处',
      sourceType: '教务系统',
      logo: 'jiaowu',
      system: '教务管理系统',
    }),
    message({
      title: '校园卡余额不足 20 元提醒',
      content: '你的校园卡当前余额 16.50 元，低于提醒值 20 元，可在“校园卡充值”在线充值，充值后即时到账。',
      at: '2026-11-21 12:05',
      read: false,
      from: '一卡通中心',
      sourceType: '一卡通',
      logo: 'houqin',
      link: { service: '校园卡充值' },
      system: '一卡通服务平台',
    }),
    message({
      title: '你借阅的《算法导论》将于 3 天后到期',
      content: '《算法导论（第 3 版）》应还日期为11月26日，可在图书馆门户在线续借一次（30 天）。',
      at: '2026-11-20 08:00',
      read: false,
      from: '图书馆',
      sourceType: '图书馆',
      logo: 'tushu',
      system: '图书馆门户',
    }),
    message({
      title: '宿舍报修单已派工',
      content: '你提交的“12 栋 305 室卫生间水龙头漏水”报修单已派工，维修师傅将于今日 14:00—17:00 上门。',
      at: '2026-11-16 09:32',
      read: true,
      from: '后勤服务集团',
      sourceType: '后勤报修',
      logo: 'houqin',
      link: { service: '宿舍报修' },
    }),
    message({
      title: '2025—2026学年国家励志奖学金评审结果公示',
      content: '你已通过学院评审，公示期为11月10日至11月16日；如无异议，奖学金将于12月发放至本人银行卡。',
      at: '2026-11-10 15:00',
      read: true,
      from: '学生工作处',
      sourceType: '学工系统',
      logo: 'xuesheng',
      system: '学工管理系统',
    }),
  ],
  teacher: [
    ...campusShared,
    notice('教务通知', {
      title: '请于12月5日前提交期末试卷及评分标准',
      content:
        '王芳老师：您承担的《数据结构》（2 个教学班）期末试卷 A、B 卷及评分标准请于12月5日前提交学院教学办审核。',
      at: '2026-11-21 11:00',
      read: false,
      from: '教务处',
      sourceType: '教务系统',
      logo: 'jiaowu',
      system: '教务管理系统',
    }),
    notice('办事进度', {
      title: '差旅费报销单已审核通过',
      content: '报销单 BX-2026-11-0388（学术会议差旅，合计 2,846.00 元）已通过财务审核，预计 3 个工作日内到账。',
      at: '2026-11-19 16:45',
      read: false,
      from: '财务处',
      sourceType: '财务系统',
      logo: 'caiwu',
      link: { service: '差旅费报销' },
      system: '财务报销系统',
    }),
    message({
      title: '【会议通知】学院教学工作例会',
      content: '定于11月25日（周三）14:30 在信息楼 402 会议室召开学院教学工作例会，请准时参加。',
      at: '2026-11-23 10:20',
      read: false,
      from: '计算机学院办公室',
      sourceType: 'OA',
      logo: 'biz-bangong',
      system: '协同办公系统（OA）',
    }),
    message({
      title: '【公文】关于做好2027年度科研项目申报工作的通知',
      content: '请有意向的老师于12月10日前在科研管理系统完成国家自然科学基金预申报信息填报。',
      at: '2026-11-17 09:00',
      read: true,
      from: '科学技术研究院',
      sourceType: 'OA',
      logo: 'biz-bangong',
      system: '协同办公系统（OA）',
    }),
    message({
      title: '校园卡本月消费汇总',
      content: '您的校园卡 10 月消费 412.30 元，其中餐饮 386.30 元、超市 26.00 元，当前余额 238.70 元。',
      at: '2026-11-01 08:00',
      read: true,
      from: '一卡通中心',
      sourceType: '一卡通',
      logo: 'houqin',
      system: '一卡通服务平台',
    }),
  ],
};

/** The resident's notices and messages. */
export const GOV_INBOX: Record<'citizen', InboxSeed[]> = {
  citizen: [
    notice('政务通知', {
      title: '关于2027年度城乡居民医保集中参保缴费的通告',
      content: '2027年度城乡居民基本医疗保险集中缴费期为2026年9月1日至12月31日，个人缴费标准为每人每年 400 元。',
      at: '2026-11-22 09:00',
      read: false,
      from: '市医疗保障局',
      sourceType: '政务通知',
    }),
    notice('办件进度', {
      title: '你的“社会保障卡申领”已受理',
      content: '办件编号 SB202611200031 已受理，制卡完成后将短信通知领卡网点，预计 10 个工作日。',
      at: '2026-11-20 10:12',
      read: false,
      from: '市人力资源和社会保障局',
      sourceType: '办事大厅',
      logo: 'shebao',
      link: { service: '社会保障卡申领' },
      system: '社会保险网上服务平台',
    }),
    notice('办件进度', {
      title: '你的“住房公积金租房提取”已办结',
      content: '提取金额 3,600.00 元已转入你尾号 4821 的银行卡，请注意查收。',
      at: '2026-11-13 15:30',
      read: true,
      from: '市住房公积金管理中心',
      sourceType: '办事大厅',
      logo: 'gongjijin',
      link: { service: '住房公积金租房提取' },
      system: '住房公积金网上业务大厅',
    }),
    notice('系统通知', {
      title: '政务服务网将于本周日凌晨升级',
      content: '11月29日 01:00—05:00 系统升级，期间网上办事暂停受理，给你带来不便敬请谅解。',
      at: '2026-11-21 18:00',
      read: true,
      from: '市政务服务中心',
      sourceType: '系统通知',
    }),
    message({
      title: '居民身份证有效期将满提醒',
      content: '你的居民身份证将于2027年1月15日到期，可在有效期满前三个月内申请“居民身份证换领”，支持预约办理。',
      at: '2026-11-18 09:00',
      read: false,
      from: '市公安局',
      sourceType: '证照提醒',
      logo: 'huji',
      link: { service: '居民身份证换领' },
    }),
    message({
      title: '个人所得税年度汇算预约提醒',
      content: '2026年度个人所得税综合所得汇算将于2027年3月1日开始，可提前在电子税务局预约办理时间。',
      at: '2026-11-09 10:00',
      read: true,
      from: '市税务局',
      sourceType: '电子税务局',
      logo: 'shuiwu',
      system: '电子税务局',
    }),
  ],
};
