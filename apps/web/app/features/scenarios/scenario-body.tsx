import { Link } from 'react-router';
import type { ScenarioPage } from './scenario-load';
import { ScenarioResultView } from './scenario-result';
import { ScenarioStep } from './scenario-step';
import './scenarios.css';

/** A service's 情形引导, the same on both sites: one question at a time, then the person's own list. */
export function ScenarioBody({
  page,
  guidePath,
  titleLevel,
}: {
  page: ScenarioPage;
  guidePath: string;
  /** The phone's frame names the page in its own h1 (the NavBar): there the service's name is an h2. */
  titleLevel: 1 | 2;
}) {
  const { service, answers, step, result } = page;
  const Title = titleLevel === 1 ? 'h1' : 'h2';
  const total = service.questions.length;
  return (
    <article className="yz-scenario" aria-labelledby="yz-scenario-title">
      <header className="yz-scenario__head">
        <Title id="yz-scenario-title" className="yz-scenario__title">
          {service.name} · 情形引导
        </Title>
        <p className="yz-no-print">
          {step
            ? `回答几个问题（最多 ${total} 个），生成适合您情形的材料清单。`
            : '以下是按您的回答生成的清单，可打印后带去办理。'}
          <Link to={guidePath}>查看完整办事指南</Link>
        </p>
      </header>
      {step ? <ScenarioStep service={service} answers={answers} step={step} /> : null}
      {result ? <ScenarioResultView result={result} answers={answers} /> : null}
    </article>
  );
}
