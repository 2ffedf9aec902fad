import { useEffect, useRef } from 'react';
import { Form, Link } from 'react-router';
import type { ScenarioAnswers } from '@yizhan/contracts';
import type { ScenarioService } from './scenario-load';
import { backQuery } from './scenario-query';

interface Props {
  service: ScenarioService;
  answers: ScenarioAnswers;
  step: { questionId: string; number: number; previous: string | null };
}

/**
 * One question of the guide as a GET form: the answers so far ride along as hidden fields, so 下一步 works without
 * scripts and every step has its own address (上一步 is a link back). Radio buttons keep it usable by keyboard; the
 * question's heading takes the focus when a step follows another.
 */
export function ScenarioStep({ service, answers, step }: Props) {
  const question = service.questions.find((each) => each.id === step.questionId)!;
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(step.number);
  useEffect(() => {
    if (shown.current === step.number) return;
    shown.current = step.number;
    heading.current?.focus();
  }, [step.number]);
  const hintId = `yz-scenario-hint-${question.id}`;
  return (
    <Form method="get" className="yz-scenario-step" key={question.id}>
      {Object.entries(answers).map(([id, value]) => (
        <input key={id} type="hidden" name={id} value={value} />
      ))}
      <fieldset aria-describedby={question.hint ? hintId : undefined}>
        <legend>
          <h2 ref={heading} tabIndex={-1} className="yz-scenario-step__question">
            <span className="yz-scenario-step__number">第 {step.number} 步</span>
            {question.text}
          </h2>
        </legend>
        {question.hint ? (
          <p id={hintId} className="yz-scenario-step__hint">
            {question.hint}
          </p>
        ) : null}
        <div className="yz-scenario-choices">
          {question.answers.map((answer) => (
            <label key={answer.id} className="yz-scenario-choice">
              <input
                type="radio"
                name={question.id}
                value={answer.id}
                required
                defaultChecked={step.previous === answer.id}
              />
              <span>{answer.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="yz-scenario-actions">
        {step.number > 1 ? (
          <Link className="yz-scenario-button yz-scenario-button--plain" to={backQuery(answers)}>
            上一步
          </Link>
        ) : null}
        <button type="submit" className="yz-scenario-button">
          下一步
        </button>
      </div>
    </Form>
  );
}
