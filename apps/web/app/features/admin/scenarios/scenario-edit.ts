import type { ScenarioAnswer, ScenarioQuestion } from '@yizhan/contracts';

// New questions and answers of the console's 情形引导 editor. Their ids are what the hall's form and a person's
// answers carry; they never change once given, so renaming a question keeps links and answers working.

/** The first free id `prefix1`, `prefix2`, … among those taken. */
export function freeId(prefix: string, taken: readonly string[]): string {
  for (let n = 1; ; n += 1) {
    const id = `${prefix}${n}`;
    if (!taken.includes(id)) return id;
  }
}

/** An answer that selects nothing: the guide as it is. */
export const blankAnswer = (id: string, label = ''): ScenarioAnswer => ({
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
});

/** A new question with 是 and 否, and an id not used by the others. */
export const blankQuestion = (others: readonly ScenarioQuestion[]): ScenarioQuestion => ({
  id: freeId(
    'q',
    others.map((question) => question.id),
  ),
  text: '',
  hint: '',
  answers: [blankAnswer('a1', '是'), blankAnswer('a2', '否')],
});

/** The questions with skips to removed or earlier questions dropped (after a question is deleted or moved). */
export function withValidSkips(questions: ScenarioQuestion[]): ScenarioQuestion[] {
  return questions.map((question, index) => {
    const later = new Set(questions.slice(index + 1).map((each) => each.id));
    return {
      ...question,
      answers: question.answers.map((answer) => ({ ...answer, skip: answer.skip.filter((id) => later.has(id)) })),
    };
  });
}
