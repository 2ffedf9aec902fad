import { Link } from 'react-router';
import type { Route } from './+types/scenario-page';
import { serverApi } from '../../../shared/api-client/server-api';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { pageTitle } from '../../../shared/page-title';
import { loginPath } from '../../../shared/session/guards';
import { validatePageParams } from '../../../shared/session/page-validate';
import { MobilePageError } from '../../../shared/ui/mobile/page-error';
import { ScenarioBody } from '../scenario-body';
import { loadScenario } from '../scenario-load';

/** /mobile/service-guide/:id/scenario — the phone's 情形引导, the same steps and list as the desktop's. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  validatePageParams(params);
  const url = new URL(request.url);
  return loadScenario(serverApi(context), params.id, url, loginPath('mobile', url));
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData ? `${loaderData.service.name}情形引导` : '情形引导');

/** A secondary page, not kept alive: each step is its own address (ADR 028). */
export const handle = mobilePage({ secondary: { title: '情形引导', fallback: '/mobile/work' }, keepAlive: false });

export default function MobileScenarioPage({ loaderData, params }: Route.ComponentProps) {
  return <ScenarioBody page={loaderData} guidePath={`/mobile/service-guide/${params.id}`} titleLevel={2} />;
}

/** A service without 情形引导 (or unknown) inside the phone's frame, with a way back. */
export function ErrorBoundary() {
  return (
    <MobilePageError
      frameClassName="yz-scenario"
      className="yz-scenario-error"
      notFound={{ title: '暂无情形引导', message: '该服务暂无情形引导' }}
    >
      <Link className="yz-scenario-button" to="/mobile/work">
        返回办事
      </Link>
    </MobilePageError>
  );
}
