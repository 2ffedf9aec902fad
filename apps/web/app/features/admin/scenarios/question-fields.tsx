import { Button } from 'antd';
import {
  SCENARIO_ANSWERS_MAX,
  SCENARIO_ANSWERS_MIN,
  type AdminScenarios,
  type ScenarioQuestion,
} from '@yizhan/contracts';
import { TextField } from '../services/service-fields';
import { AnswerFields } from './answer-fields';
import { blankAnswer, freeId } from './scenario-edit';

interface Props {
  question: ScenarioQuestion;
  update: (question: ScenarioQuestion) => void;
  guide: NonNullable<AdminScenarios['guide']>;
  /** The questions after this one: what its answers may skip. */
  later: ScenarioQuestion[];
  appId: number;
}

/** One question: its text, a hint, and 2–4 answers with what each selects. */
export function QuestionFields({ question, update, guide, later, appId }: Props) {
  const { answers } = question;
  const setAnswers = (next: ScenarioQuestion['answers']) => update({ ...question, answers: next });
  const id = (key: string) => `question-${question.id}-${key}`;
  return (
    <div className="yz-scenario-question">
      <TextField
        id={id('text')}
        label="问题"
        value={question.text}
        onChange={(text) => update({ ...question, text })}
        maxLength={100}
      />
      <TextField
        id={id('hint')}
        label="问题说明"
        value={question.hint}
        onChange={(hint) => update({ ...question, hint })}
        hint="可留空；显示在问题下方，帮助办事人判断自己的情形。"
        maxLength={300}
      />
      <ol className="yz-scenario-answers">
        {answers.map((answer, index) => (
          <li key={answer.id}>
            <AnswerFields
              answer={answer}
              update={(next) => setAnswers(answers.map((was, at) => (at === index ? next : was)))}
              at={`${question.id}-${answer.id}`}
              guide={guide}
              later={later}
              appId={appId}
            />
            <Button
              size="small"
              disabled={answers.length <= SCENARIO_ANSWERS_MIN}
              onClick={() => setAnswers(answers.filter((_, at) => at !== index))}
              aria-label={`删除答案「${answer.label || index + 1}」`}
            >
              删除答案
            </Button>
          </li>
        ))}
      </ol>
      <Button
        disabled={answers.length >= SCENARIO_ANSWERS_MAX}
        onClick={() =>
          setAnswers([
            ...answers,
            blankAnswer(
              freeId(
                'a',
                answers.map((answer) => answer.id),
              ),
            ),
          ])
        }
      >
        添加答案
      </Button>
    </div>
  );
}
