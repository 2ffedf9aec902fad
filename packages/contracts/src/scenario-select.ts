import type { ScenarioAnswer, ScenarioAnswers, ScenarioList, ScenarioMaterial, ScenarioQuestion } from './scenarios';

// The one rule of 情形引导 (ADR 088): which questions are asked, and what the answers given select from a guide.
// The API answers the hall's list with it; the console previews unsaved questions with the same function.

/** The parts of a guide that answers select from. */
export interface ScenarioGuide {
  materials: ScenarioMaterial[];
  steps: string[];
  chargeStandard: string;
  promiseEndTime: number;
}

/** What walking needs of a question: the hall's public questions and the console's full ones both fit. */
interface Walkable {
  id: string;
  text: string;
  answers: { id: string; label: string; skip: string[] }[];
}

export interface ScenarioWalk<Q extends Walkable> {
  /** The questions asked so far, in order, with the answer given to each. */
  asked: { question: Q; answer: Q['answers'][number] }[];
  /** The first question still to answer (unanswered, or answered with what it does not offer); null when done. */
  next: Q | null;
}

/** The questions asked for these answers, in order: a chosen answer's `skip` leaves later questions out. */
export function walkScenario<Q extends Walkable>(questions: readonly Q[], answers: ScenarioAnswers): ScenarioWalk<Q> {
  const skipped = new Set<string>();
  const asked: ScenarioWalk<Q>['asked'] = [];
  for (const question of questions) {
    if (skipped.has(question.id)) continue;
    const answer = question.answers.find((each) => each.id === answers[question.id]);
    if (!answer) return { asked, next: question };
    asked.push({ question, answer });
    for (const id of answer.skip) skipped.add(id);
  }
  return { asked, next: null };
}

export type ScenarioSelection = { ok: true; list: ScenarioList } | { ok: false; msg: string };

/** Applies the items named by chosen answers: an item some answer includes needs a chosen one to include it. */
function pick<T>(
  items: readonly T[],
  nameOf: (item: T) => string,
  rules: { include: Set<string>; all: Set<string>; exclude: Set<string> },
) {
  return items.filter((item) => {
    const name = nameOf(item);
    if (rules.exclude.has(name)) return false;
    return !rules.all.has(name) || rules.include.has(name);
  });
}

const union = (lists: string[][]) => new Set(lists.flat());

/**
 * The person's own list: the guide's materials and steps that apply to the answers, each chosen answer's own
 * materials and notes, and the fee and time limit of the last answer that sets them (else the guide's). Answers to
 * questions not asked (skipped) are left out; a question asked but not answered, an answer a question does not offer
 * or an answer to a question the guide does not have is refused in words a person understands.
 */
export function selectScenario(
  guide: ScenarioGuide,
  questions: readonly ScenarioQuestion[],
  answers: ScenarioAnswers,
): ScenarioSelection {
  const known = new Set(questions.map((question) => question.id));
  if (Object.keys(answers).some((id) => !known.has(id)))
    return { ok: false, msg: '回答的问题不属于该服务，请重新作答' };
  const { asked, next } = walkScenario(questions, answers);
  if (next) {
    return answers[next.id] === undefined
      ? { ok: false, msg: `请回答「${next.text}」` }
      : { ok: false, msg: `「${next.text}」的回答不在可选范围内` };
  }
  const chosen: ScenarioAnswer[] = asked.map((each) => each.answer);
  const every = questions.flatMap((question) => question.answers);
  const materials = pick(guide.materials, (material) => material.name, {
    include: union(chosen.map((answer) => answer.includeMaterials)),
    all: union(every.map((answer) => answer.includeMaterials)),
    exclude: union(chosen.map((answer) => answer.excludeMaterials)),
  });
  const names = new Set(materials.map((material) => material.name));
  for (const extra of chosen.flatMap((answer) => answer.extraMaterials)) {
    if (names.has(extra.name)) continue;
    names.add(extra.name);
    materials.push(extra);
  }
  const steps = pick(guide.steps, (step) => step, {
    include: union(chosen.map((answer) => answer.includeSteps)),
    all: union(every.map((answer) => answer.includeSteps)),
    exclude: union(chosen.map((answer) => answer.excludeSteps)),
  });
  const lastSet = <V>(value: (answer: ScenarioAnswer) => V | null) =>
    chosen.map(value).findLast((each): each is V => each !== null);
  return {
    ok: true,
    list: {
      answered: asked.map(({ question, answer }) => ({ question: question.text, answer: answer.label })),
      materials,
      steps,
      chargeStandard: lastSet((answer) => answer.fee) ?? guide.chargeStandard,
      promiseEndTime: lastSet((answer) => answer.promiseDays) ?? guide.promiseEndTime,
      notes: chosen.map((answer) => answer.note).filter((note) => note !== ''),
    },
  };
}
