import type { ScenarioList, ScenarioMaterial } from '@yizhan/contracts';
import './scenario-list.css';

// A person's 情形引导 list, in shared/ because the hall's page and the console's preview both show it.

/** 材料形式 in words (the contracts' names would bring their schemas into the hall's first visit). */
const MEDIUM_NAMES: Readonly<Record<ScenarioMaterial['medium'], string>> = {
  electronic: '电子件',
  paper: '纸质件',
  both: '纸质件和电子件',
};

/** 承诺时限 in words: 0 working days is handled at once. */
export const promiseText = (days: number) => (days === 0 ? '即办' : `${days} 个工作日`);

/** The person's list as the page and the console's preview show it. */
export function ScenarioListView({ list, headingLevel = 2 }: { list: ScenarioList; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className="yz-scenario-list">
      <Heading>您的情形</Heading>
      <dl className="yz-scenario-answered">
        {list.answered.map(({ question, answer }) => (
          <div key={question}>
            <dt>{question}</dt>
            <dd>{answer}</dd>
          </div>
        ))}
      </dl>
      <Heading>需要准备的材料（{list.materials.length} 项）</Heading>
      <table className="yz-scenario-materials">
        <thead>
          <tr>
            <th scope="col">材料名称</th>
            <th scope="col">份数</th>
            <th scope="col">形式</th>
            <th scope="col">说明</th>
          </tr>
        </thead>
        <tbody>
          {list.materials.map((material) => (
            <tr key={material.name}>
              <th scope="row">
                {material.name}
                {material.required ? null : <span className="yz-scenario-optional">（非必需）</span>}
              </th>
              <td data-label="份数">{material.copies}</td>
              <td data-label="形式">{MEDIUM_NAMES[material.medium]}</td>
              <td data-label="说明">
                {[material.format, material.note].filter(Boolean).join('；')}
                {material.blankUrl ? (
                  <a className="yz-scenario-file" href={material.blankUrl}>
                    空白表格
                  </a>
                ) : null}
                {material.sampleUrl ? (
                  <a className="yz-scenario-file" href={material.sampleUrl}>
                    示例样表
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <Heading>办理流程</Heading>
      <ol className="yz-scenario-steps">
        {list.steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <dl className="yz-scenario-facts">
        <div>
          <dt>收费标准</dt>
          <dd>{list.chargeStandard}</dd>
        </div>
        <div>
          <dt>承诺时限</dt>
          <dd>{promiseText(list.promiseEndTime)}</dd>
        </div>
      </dl>
      {list.notes.length > 0 ? (
        <>
          <Heading>温馨提示</Heading>
          <ul className="yz-scenario-notes">
            {list.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
