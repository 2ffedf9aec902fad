import type { ScenarioAnswer, ScenarioQuestion } from '@yizhan/contracts';
import type { AdminScenarios } from '@yizhan/contracts';
import { blankMaterial, MaterialRow } from '../services/material-row';
import { CheckGroup, EditableRows, TextField } from '../services/service-fields';

type Guide = NonNullable<AdminScenarios['guide']>;

interface Props {
  answer: ScenarioAnswer;
  update: (answer: ScenarioAnswer) => void;
  /** Unique per answer on the page: `q1-a2`. */
  at: string;
  guide: Guide;
  later: ScenarioQuestion[];
  appId: number;
}

const named = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));

/** What one answer selects: the guide's materials and steps that apply or not, its own materials, fee, time, note. */
export function AnswerFields({ answer, update, at, guide, later, appId }: Props) {
  const set = <K extends keyof ScenarioAnswer>(key: K, value: ScenarioAnswer[K]) => update({ ...answer, [key]: value });
  const id = (key: string) => `answer-${at}-${key}`;
  const materials = named(guide.materials.map((material) => material.name));
  const steps = named(guide.steps);
  const what = answer.label || '此答案';
  return (
    <div className="yz-scenario-answer">
      <TextField id={id('label')} label="答案" value={answer.label} onChange={(v) => set('label', v)} maxLength={30} />
      <div className="yz-scenario-answer__grid">
        <CheckGroup
          legend={`仅在选「${what}」时需要的材料`}
          values={answer.includeMaterials}
          options={materials}
          onChange={(v) => set('includeMaterials', v)}
          hint="勾选的材料只在选了包含它的答案时列出。"
        />
        <CheckGroup
          legend={`选「${what}」时不需要的材料`}
          values={answer.excludeMaterials}
          options={materials}
          onChange={(v) => set('excludeMaterials', v)}
        />
        <CheckGroup
          legend={`仅在选「${what}」时适用的步骤`}
          values={answer.includeSteps}
          options={steps}
          onChange={(v) => set('includeSteps', v)}
        />
        <CheckGroup
          legend={`选「${what}」时不适用的步骤`}
          values={answer.excludeSteps}
          options={steps}
          onChange={(v) => set('excludeSteps', v)}
        />
      </div>
      <EditableRows
        legend={`选「${what}」时另需的材料`}
        what="材料"
        items={answer.extraMaterials}
        blank={blankMaterial}
        onChange={(v) => set('extraMaterials', v)}
        render={(item, change, index) => (
          <MaterialRow item={item} update={change} at={`${at}-${index}`} appId={appId} />
        )}
      />
      <TextField
        id={id('fee')}
        label="本情形的收费"
        value={answer.fee ?? ''}
        onChange={(v) => set('fee', v.trim() ? v : null)}
        hint={`留空则按指南：${guide.chargeStandard}`}
        maxLength={500}
      />
      <TextField
        id={id('days')}
        label="本情形的承诺时限（工作日）"
        value={answer.promiseDays === null ? '' : String(answer.promiseDays)}
        onChange={(v) => set('promiseDays', /^\d{1,4}$/.test(v.trim()) ? Number(v.trim()) : null)}
        hint={`留空则按指南：${guide.promiseEndTime} 个工作日；填 0 为即办`}
        maxLength={4}
      />
      <TextField id={id('note')} label="提示" value={answer.note} onChange={(v) => set('note', v)} maxLength={300} />
      {later.length > 0 ? (
        <CheckGroup
          legend={`选「${what}」后不再问的问题`}
          values={answer.skip}
          options={later.map((question) => ({ value: question.id, label: question.text || question.id }))}
          onChange={(v) => set('skip', v)}
        />
      ) : null}
    </div>
  );
}
