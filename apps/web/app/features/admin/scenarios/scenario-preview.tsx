import { useState } from 'react';
import { selectScenario, walkScenario, type AdminScenarios, type ScenarioQuestion } from '@yizhan/contracts';
import { ScenarioListView } from '../../../shared/scenarios/scenario-list';

interface Props {
  guide: NonNullable<AdminScenarios['guide']>;
  questions: ScenarioQuestion[];
}

/**
 * The live preview: answer the questions being edited and see the list a person would get — by the very function
 * the API answers the hall with, so what is seen here is what the hall shows once saved.
 */
export function ScenarioPreview({ guide, questions }: Props) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const { asked, next } = walkScenario(questions, answers);
  const shown = next ? [...asked.map((each) => each.question), next] : asked.map((each) => each.question);
  const result = next ? null : selectScenario(guide, questions, answers);
  return (
    <section className="yz-scenario-preview" aria-labelledby="scenario-preview-title">
      <h2 id="scenario-preview-title">预览</h2>
      {questions.length === 0 ? <p>添加问题后，可在此作答并查看生成的材料清单。</p> : null}
      {shown.map((question) => (
        <fieldset key={question.id} className="yz-scenario-preview__question">
          <legend>{question.text || '（未填写问题）'}</legend>
          {question.answers.map((answer) => (
            <label key={answer.id}>
              <input
                type="radio"
                name={`preview-${question.id}`}
                checked={answers[question.id] === answer.id}
                onChange={() => setAnswers((was) => ({ ...was, [question.id]: answer.id }))}
              />
              {answer.label || '（未填写答案）'}
            </label>
          ))}
        </fieldset>
      ))}
      {result?.ok ? (
        <div className="yz-scenario-preview__list" aria-live="polite">
          <ScenarioListView list={result.list} headingLevel={3} />
        </div>
      ) : null}
      {result && !result.ok ? <p role="alert">{result.msg}</p> : null}
    </section>
  );
}
