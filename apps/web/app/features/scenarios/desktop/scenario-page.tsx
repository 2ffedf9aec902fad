import { Link } from 'react-router';
import { Breadcrumb } from 'antd';
import type { Route } from './+types/scenario-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { pageTitle } from '../../../shared/page-title';
import { loginPath } from '../../../shared/session/guards';
import { validatePageParams } from '../../../shared/session/page-validate';
import { ScenarioBody } from '../scenario-body';
import { loadScenario } from '../scenario-load';

/** /service-hall/details/:id/scenario — the answers are the query string; the last step is the person's list. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  validatePageParams(params);
  const url = new URL(request.url);
  return loadScenario(serverApi(context), params.id, url, loginPath('desktop', url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData ? `${loaderData.service.name}情形引导` : '情形引导');

export default function ScenarioPage({ loaderData, params }: Route.ComponentProps) {
  const guidePath = `/service-hall/details/${params.id}`;
  return (
    <div className="yz-scenario-frame">
      <Breadcrumb
        className="yz-guide-crumbs yz-no-print"
        items={[
          { key: 'hall', title: <Link to="/service-hall">服务大厅</Link> },
          { key: 'guide', title: <Link to={guidePath}>{loaderData.service.name}</Link> },
          { key: 'scenario', title: '情形引导' },
        ]}
      />
      <ScenarioBody page={loaderData} guidePath={guidePath} titleLevel={1} />
    </div>
  );
}
