import { Link } from 'react-router';
import { Alert, Button } from 'antd';
import {
  adminScenariosApi,
  SCENARIO_NEEDS_GUIDE,
  SCENARIO_QUESTIONS_MAX,
  type AdminScenarios,
} from '@yizhan/contracts';
import type { Route } from './+types/scenarios-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { pageTitle } from '../../../shared/page-title';
import { consoleLoad } from '../console-call';
import { SaveStatus, useVersionedForm } from '../console-form';
import { EditableRows } from '../services/service-fields';
import { QuestionFields } from './question-fields';
import { blankQuestion, withValidSkips } from './scenario-edit';
import { ScenarioPreview } from './scenario-preview';
import '../services/services.css';
import './scenarios.css';

export const meta: Route.MetaFunction = ({ matches, data }) =>
  pageTitle(matches, data ? `情形引导：${data.scenarios.name}` : '情形引导');

export async function loader({ context, params }: Route.LoaderArgs) {
  if (!/^\d{1,9}$/.test(params.id)) throw new Response('服务事项不存在', { status: 404 });
  const query = { id: Number(params.id) };
  return { scenarios: await consoleLoad(serverApi(context)(adminScenariosApi.one, { query })) };
}

const bodyOf = (form: AdminScenarios) => ({ id: form.appId, version: form.version, questions: form.questions });

/**
 * /admin/services/:id/scenarios 情形引导 (ADR 088): a service's questions, their answers and what each answer selects
 * from its guide, with a live preview; saved as one, against the version it was read at.
 */
export default function ScenariosPage({ loaderData }: Route.ComponentProps) {
  const { form, set, save, saving, status, reload } = useVersionedForm(
    loaderData.scenarios,
    adminScenariosApi.save,
    bodyOf,
  );
  const { guide, questions } = form;
  const servicePath = `/admin/services/${form.appId}`;
  return (
    <section className="yz-admin-page" aria-labelledby="scenarios-title">
      <div className="yz-services-head">
        <h1 id="scenarios-title">情形引导：{form.name}</h1>
        <Link to={servicePath}>返回服务事项</Link>
      </div>
      <p className="yz-admin-field__hint">
        办事人在办事指南页逐个回答问题，按所选答案得到自己的材料清单、办理流程、收费与承诺时限。不留问题并保存即取消情形引导。
      </p>
      {guide ? (
        <form className="yz-scenario-editor" onSubmit={save} noValidate>
          <div className="yz-scenario-editor__questions">
            <EditableRows
              legend={`问题（至多 ${SCENARIO_QUESTIONS_MAX} 个，按顺序提问）`}
              what="问题"
              items={questions}
              blank={() => blankQuestion(questions)}
              onChange={(next) => set('questions', withValidSkips(next))}
              render={(question, update, index) => (
                <QuestionFields
                  question={question}
                  update={update}
                  guide={guide}
                  later={questions.slice(index + 1)}
                  appId={form.appId}
                />
              )}
            />
            <SaveStatus status={status} saved="已保存，两个站点已更新" what="情形引导" onReload={reload} />
            <Button type="primary" htmlType="submit" loading={saving}>
              保存
            </Button>
          </div>
          <ScenarioPreview guide={guide} questions={questions} />
        </form>
      ) : (
        <Alert type="info" title={SCENARIO_NEEDS_GUIDE} action={<Link to={servicePath}>去填写办事指南</Link>} />
      )}
    </section>
  );
}
