import { Link, useLocation } from 'react-router';
import type { ScenarioAnswers } from '@yizhan/contracts';
import { ScenarioListView } from '../../shared/scenarios/scenario-list';
import type { ScenarioResult } from './scenario-load';
import { backQuery } from './scenario-query';

/** The end of the guide: the list, where to go, and 打印清单 / 修改回答 / 重新回答. */
export function ScenarioResultView({ result, answers }: { result: ScenarioResult; answers: ScenarioAnswers }) {
  const { pathname } = useLocation();
  return (
    <section className="yz-scenario-result" aria-labelledby="yz-scenario-result-title">
      <h2 id="yz-scenario-result-title" className="yz-scenario-result__title">
        {result.name} · 您的材料清单
      </h2>
      <ScenarioListView list={result.list} headingLevel={3} />
      <dl className="yz-scenario-facts">
        {result.handlePlace ? (
          <div>
            <dt>办理地点</dt>
            <dd>{result.handlePlace}</dd>
          </div>
        ) : null}
        {result.handleTime ? (
          <div>
            <dt>办理时间</dt>
            <dd>{result.handleTime}</dd>
          </div>
        ) : null}
      </dl>
      <div className="yz-scenario-actions yz-no-print">
        <button type="button" className="yz-scenario-button" onClick={() => window.print()}>
          打印清单
        </button>
        <Link className="yz-scenario-button yz-scenario-button--plain" to={backQuery(answers)}>
          修改回答
        </Link>
        <Link className="yz-scenario-button yz-scenario-button--plain" to={pathname}>
          重新回答
        </Link>
      </div>
    </section>
  );
}
