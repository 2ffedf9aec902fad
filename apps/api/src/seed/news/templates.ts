/**
 * Sentence templates of the demo news, per category: `{x}` is filled from the category's (or the shared) word
 * lists by a seeded generator, so the same articles come out on every machine (ADR 029).
 */
export interface CategoryTemplate {
  titles: string[];
  leads: string[];
  paragraphs: string[];
  sources: string[];
  /** Demo pictures (apps/web/public/assets/demo/home, all 480×320); empty for text-only categories. */
  images: string[];
}

/** Words the templates draw from. */
export const WORDS: Record<string, string[]> = {
  college: [
    '计算机学院',
    '化学与材料学院',
    '经济管理学院',
    '外国语学院',
    '机械工程学院',
    '生命科学学院',
    '马克思主义学院',
    '数学与统计学院',
    '新闻传播学院',
    '医学院',
    '建筑学院',
    '物理学院',
  ],
  dept: ['教务处', '学生工作部', '研究生院', '科学技术处', '后勤保障处', '图书馆', '信息化办公室', '财务处', '保卫处'],
  field: [
    '人工智能',
    '新型储能材料',
    '智慧农业',
    '量子信息',
    '生物医药',
    '集成电路',
    '碳中和',
    '数字经济',
    '海洋科学',
    '智能制造',
  ],
  city: ['示范市', '北京', '上海', '深圳', '杭州', '成都', '武汉', '西安'],
  count: ['12', '18', '24', '36', '48', '60', '120', '300', '600', '1200'],
  topic: [
    '课程思政建设',
    '一流本科专业建设',
    '实验室安全',
    '校园网络升级',
    '毕业生就业',
    '新生入学',
    '期末考试组织',
    '心理健康教育',
    '劳动教育',
    '志愿服务',
  ],
  company: ['示范科技有限公司', '华创信息技术集团', '东方智造股份公司', '云海数据科技', '长江新能源集团', '启明医药'],
  activity: ['迎新晚会', '校园歌手大赛', '读书节', '社团文化节', '秋季运动会', '摄影展', '话剧展演', '科技文化节'],
  media: ['人民日报', '光明日报', '中国教育报', '新华网', '中国青年报', '示范日报', '示范电视台'],
  person: ['张教授', '李院士', '王研究员', '陈副教授', '刘老师', '赵教授'],
};

export const CAMPUS_TEMPLATES: Record<string, CategoryTemplate> = {
  通知公告: {
    titles: [
      '关于做好{topic}工作的通知',
      '关于{dept}调整办公时间的通知',
      '关于开展{topic}专项检查的通知',
      '{dept}关于启用新版业务系统的通知',
      '关于举办{topic}专题培训的通知',
      '关于校园网络维护期间暂停部分服务的通知',
    ],
    leads: [
      '为进一步做好{topic}相关工作，经研究，现将有关事项通知如下。',
      '根据学校工作安排，{dept}现就有关事项通知如下。',
    ],
    paragraphs: [
      '一、时间安排：自本通知发布之日起至本学期第十八周结束，各单位按要求完成相关工作并报送材料。',
      '二、工作要求：各学院要高度重视，明确专人负责，结合实际制定实施方案，确保各项工作落到实处。',
      '三、联系方式：如有疑问，请与{dept}联系，工作时间可通过“一网通办”平台在线咨询。',
      '请各单位认真做好宣传与组织工作，及时将有关情况反馈至{dept}。',
    ],
    sources: ['{dept}'],
    images: [],
  },
  学校要闻: {
    titles: [
      '学校召开{topic}推进会',
      '我校与{city}签署战略合作协议',
      '我校{college}在{field}领域取得重要进展',
      '学校举行{topic}工作座谈会',
      '{college}获批省级{field}重点实验室',
      '学校领导走访调研{college}',
    ],
    leads: [
      '近日，学校召开专题会议，总结前期经验并部署下一阶段{topic}重点任务。',
      '日前，{college}在{field}方向的研究成果引起广泛关注。',
    ],
    paragraphs: [
      '会议指出，要坚持立德树人根本任务，把{topic}融入人才培养全过程，不断提升育人质量。',
      '与会人员围绕{field}学科建设、平台建设和人才队伍建设等方面进行了深入交流。',
      '据悉，该项目由{person}牵头，团队成员来自{count}个课题组，历时三年完成。',
      '下一步，学校将继续加大投入力度，推动{field}研究与产业需求深度融合。',
    ],
    sources: ['党委宣传部', '{college}'],
    images: [
      'news-campus-meeting',
      'news-campus-lab',
      'news-campus-contest',
      'news-campus-sign',
      'news-campus-ceremony',
      'news-campus-library',
    ],
  },
  学术动态: {
    titles: [
      '{person}应邀作{field}前沿学术报告',
      '{college}举办{field}青年学者论坛',
      '我校学者在{field}方向发表高水平论文',
      '第{count}期“示大讲坛”聚焦{field}',
      '{field}国际学术研讨会在我校召开',
    ],
    leads: [
      '日前，{college}邀请{person}作题为“{field}研究的机遇与挑战”的学术报告。',
      '本次活动吸引了校内外{count}余名师生参加。',
    ],
    paragraphs: [
      '报告从{field}的发展历程讲起，介绍了国内外最新研究动态和关键科学问题。',
      '在互动环节，师生们就研究方法、数据共享和成果转化等问题与报告人进行了热烈讨论。',
      '{college}表示，将继续搭建高水平学术交流平台，营造浓厚的学术氛围。',
    ],
    sources: ['科学技术处', '{college}'],
    images: ['news-campus-lab', 'campus-lab-night', 'news-campus-meeting'],
  },
  招生就业: {
    titles: [
      '2027年研究生招生简章发布',
      '{company}专场招聘会在我校举行',
      '学校举办{count}家用人单位参加的秋季双选会',
      '{college}召开毕业生就业动员会',
      '本科招生咨询会走进{city}',
    ],
    leads: [
      '为促进毕业生高质量充分就业，学校联合{company}等单位举办招聘活动。',
      '{dept}现将相关招生与就业信息发布如下。',
    ],
    paragraphs: [
      '本次招聘会共提供岗位{count}余个，涉及{field}、教育、金融、制造等多个行业。',
      '学校就业指导中心提供简历门诊、模拟面试和政策咨询等一站式服务。',
      '有意向的同学可登录“一网通办”平台查看岗位信息并在线投递简历。',
    ],
    sources: ['招生就业处', '学生工作部'],
    images: ['news-campus-online', 'news-campus-ceremony', 'news-campus-contest'],
  },
  校园生活: {
    titles: [
      '第{count}届{activity}精彩上演',
      '{college}学子参加{activity}',
      '秋日校园：银杏大道迎来最美时节',
      '图书馆延长开放时间 助力学子备考',
      '食堂推出{count}款地方特色菜品',
    ],
    leads: [
      '近日，{activity}在学校大学生活动中心举行，吸引了众多师生观看。',
      '随着气温渐凉，校园里处处洋溢着温暖的气息。',
    ],
    paragraphs: [
      '活动由校团委主办，{college}承办，共有{count}名同学报名参加。',
      '同学们表示，丰富多彩的校园活动让学习生活更加充实，也增进了同学之间的友谊。',
      '后勤保障处提醒广大师生注意用电安全，文明就餐，共同营造美好校园环境。',
    ],
    sources: ['校团委', '后勤保障处'],
    images: [
      'campus-concert',
      'campus-ginkgo',
      'campus-lake',
      'campus-morning-run',
      'campus-night-library',
      'campus-volunteers',
      'news-campus-sports',
      'campus-drill',
    ],
  },
  媒体报道: {
    titles: [
      '{media}：示范大学推进“一网通办” 让师生少跑腿',
      '{media}报道我校{field}研究成果',
      '{media}关注我校{topic}工作',
      '{media}：高校如何做好{topic}',
    ],
    leads: ['{media}近日以较大篇幅报道了我校在{field}方面的探索与实践。', '以下内容转载自{media}。'],
    paragraphs: [
      '报道指出，学校以数字化转型为抓手，将{count}项高频事项搬到线上，实现“最多跑一次”。',
      '报道还介绍了{college}在人才培养和科学研究方面的经验做法。',
      '（本文转载自{media}，版权归原作者所有）',
    ],
    sources: ['{media}'],
    images: ['news-campus-online', 'news-campus-sign', 'news-campus-library'],
  },
};

export const GOV_TEMPLATES: Record<string, CategoryTemplate> = {
  政务要闻: {
    titles: ['示范市召开{topic}推进会', '市政务服务中心新增{count}项“跨省通办”事项', '示范市优化营商环境再出新举措'],
    leads: ['近日，示范市召开专题会议，部署下一阶段政务服务重点工作。'],
    paragraphs: [
      '会议强调，要持续深化“放管服”改革，推动更多事项网上办、掌上办、一次办。',
      '截至目前，全市已有{count}项政务服务事项实现全程网办。',
    ],
    sources: ['示范市人民政府办公室'],
    images: ['news-gov-meeting', 'news-gov-hall', 'news-gov-online', 'news-gov-business'],
  },
  通知公告: {
    titles: ['关于政务服务中心节假日办公安排的通知', '关于{topic}的公告', '关于开展政务服务“好差评”工作的通知'],
    leads: ['现将有关事项通知如下。'],
    paragraphs: ['请相关单位和群众合理安排办事时间，可通过“一网通办”平台在线办理。'],
    sources: ['示范市政务服务管理局'],
    images: [],
  },
  政策解读: {
    titles: ['图解：{topic}新政要点', '一图读懂示范市{topic}实施办法', '专家解读{topic}相关政策'],
    leads: ['为便于群众理解，现对相关政策作如下解读。'],
    paragraphs: ['政策明确了适用对象、办理条件和办理流程，群众可在线查询和申请。', '政策自发布之日起施行。'],
    sources: ['示范市政务服务管理局'],
    images: ['news-gov-card', 'news-gov-map', 'news-gov-rating', 'news-gov-forum'],
  },
  媒体报道: {
    titles: ['{media}：示范市“一网通办”跑出便民加速度', '{media}关注示范市{topic}'],
    leads: ['{media}近日报道了示范市政务服务改革的做法。'],
    paragraphs: ['（本文转载自{media}，版权归原作者所有）'],
    sources: ['{media}'],
    images: ['news-gov-online', 'news-gov-hall'],
  },
};
