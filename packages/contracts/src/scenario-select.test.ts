import { describe, expect, it } from 'vitest';
import { selectScenario, walkScenario, type ScenarioGuide } from './scenario-select';
import {
  scenarioQuestionsSchema,
  type ScenarioAnswer,
  type ScenarioMaterial,
  type ScenarioQuestion,
} from './scenarios';

const material = (name: string): ScenarioMaterial => ({
  name,
  copies: '原件 1 份',
  format: '',
  required: true,
  medium: 'paper',
  sampleUrl: '',
  blankUrl: '',
  note: '',
});

const answer = (id: string, label: string, fields: Partial<ScenarioAnswer> = {}): ScenarioAnswer => ({
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

// 居民身份证换领: 户籍在本市? 跨省? 有照片回执?
const guide: ScenarioGuide = {
  materials: [material('居民户口簿'), material('原居民身份证'), material('户籍所在地证明'), material('数码照片回执')],
  steps: ['窗口申请', '采集照片', '异地受理审核', '领取证件'],
  chargeStandard: '20 元',
  promiseEndTime: 20,
};
const questions: ScenarioQuestion[] = [
  {
    id: 'local',
    text: '户籍在本市吗？',
    hint: '',
    answers: [
      answer('yes', '是', { skip: ['province'], excludeMaterials: ['户籍所在地证明'] }),
      answer('no', '否', { includeMaterials: ['户籍所在地证明'], includeSteps: ['异地受理审核'], promiseDays: 30 }),
    ],
  },
  {
    id: 'province',
    text: '是否跨省？',
    hint: '',
    answers: [
      answer('yes', '是', { promiseDays: 45, note: '跨省异地办理需核验户籍地信息' }),
      answer('no', '否', { excludeSteps: ['异地受理审核'] }),
    ],
  },
  {
    id: 'photo',
    text: '是否已有照片回执？',
    hint: '',
    answers: [
      answer('yes', '有', { includeMaterials: ['数码照片回执'], excludeSteps: ['采集照片'] }),
      answer('no', '没有', { fee: '20 元（另付照片采集费 10 元）' }),
    ],
  },
];

const names = (list: { name: string }[]) => list.map((each) => each.name);

describe('情形引导 selection', () => {
  it('leaves out what an answer excludes and what only an unchosen answer includes', () => {
    const result = selectScenario(guide, questions, { local: 'yes', photo: 'no' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(names(result.list.materials)).toEqual(['居民户口簿', '原居民身份证']);
    expect(result.list.steps).toEqual(['窗口申请', '采集照片', '领取证件']);
    expect(result.list.chargeStandard).toBe('20 元（另付照片采集费 10 元）');
    expect(result.list.promiseEndTime).toBe(20);
    expect(result.list.answered).toEqual([
      { question: '户籍在本市吗？', answer: '是' },
      { question: '是否已有照片回执？', answer: '没有' },
    ]);
  });

  it('adds what a chosen answer includes; the last answer setting a time limit wins; notes are kept', () => {
    const result = selectScenario(guide, questions, { local: 'no', province: 'yes', photo: 'yes' });
    if (!result.ok) throw new Error(result.msg);
    expect(names(result.list.materials)).toEqual(['居民户口簿', '原居民身份证', '户籍所在地证明', '数码照片回执']);
    expect(result.list.steps).toEqual(['窗口申请', '异地受理审核', '领取证件']);
    expect(result.list.promiseEndTime).toBe(45);
    expect(result.list.chargeStandard).toBe('20 元');
    expect(result.list.notes).toEqual(['跨省异地办理需核验户籍地信息']);
  });

  it('adds an answer’s own materials once, after the guide’s', () => {
    const extra = [{ ...material('结婚证'), note: '婚后迁入的' }, material('居民户口簿')];
    const withExtra = questions.map((question) =>
      question.id === 'photo'
        ? { ...question, answers: [answer('yes', '有', { extraMaterials: extra }), question.answers[1]!] }
        : question,
    );
    const result = selectScenario(guide, withExtra, { local: 'yes', photo: 'yes' });
    if (!result.ok) throw new Error(result.msg);
    expect(names(result.list.materials)).toEqual(['居民户口簿', '原居民身份证', '数码照片回执', '结婚证']);
  });

  it('ignores answers to skipped questions and refuses missing, unknown or foreign answers in words', () => {
    expect(selectScenario(guide, questions, { local: 'yes', province: 'yes', photo: 'no' }).ok).toBe(true);
    expect(selectScenario(guide, questions, { local: 'no', photo: 'no' })).toEqual({
      ok: false,
      msg: '请回答「是否跨省？」',
    });
    expect(selectScenario(guide, questions, { local: 'maybe', photo: 'no' })).toEqual({
      ok: false,
      msg: '「户籍在本市吗？」的回答不在可选范围内',
    });
    expect(selectScenario(guide, questions, { local: 'yes', photo: 'no', other: 'yes' })).toMatchObject({ ok: false });
  });

  it('walks to the next question to ask, skipping what an answer skips', () => {
    expect(walkScenario(questions, {}).next?.id).toBe('local');
    expect(walkScenario(questions, { local: 'yes' }).next?.id).toBe('photo');
    expect(walkScenario(questions, { local: 'no' }).next?.id).toBe('province');
    expect(walkScenario(questions, { local: 'yes', photo: 'yes' })).toMatchObject({ next: null });
  });

  it('refuses questions that skip backwards or repeat an id', () => {
    const backwards = [
      questions[0]!,
      { ...questions[1]!, answers: [answer('a', '甲', { skip: ['local'] }), answer('b', '乙')] },
    ];
    expect(scenarioQuestionsSchema.safeParse(backwards).error?.issues[0]?.message).toBe(
      '答案「甲」只能跳过它后面的问题',
    );
    expect(scenarioQuestionsSchema.safeParse([questions[2], questions[2]]).error?.issues[0]?.message).toBe(
      '问题编号「photo」重复',
    );
    expect(scenarioQuestionsSchema.safeParse(questions).success).toBe(true);
  });
});
