import { Link } from 'react-router';
import type { Route } from './+types/topic-detail-page';
import { pageTitle } from '../../../shared/page-title';
import { serverApi } from '../../../shared/api-client/server-api';
import { mobilePage } from '../../../shared/mobile-page/page-options';
import { bundlePath } from '../../../shared/service-paths';
import { loadSpecial, SPECIAL_NOT_FOUND } from '../api/load-special';
import { bundleIdOf } from '../api/special-bundle';
import { FailureNotice, ModuleEmpty } from './modules/module-states';
import { ServiceList } from './modules/service-list';
import './modules/modules.css';
import './topic-detail.css';
import { MobilePageError } from '../../../shared/ui/mobile/page-error';

/** The special (专题) of the URL with its services; an unknown one is a 404 with the API's message. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const api = serverApi(context);
  const special = await loadSpecial(api, params);
  return { special, bundleId: await bundleIdOf(api, special) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.special.ok ? loaderData.special.data.name : '专题服务');

/** A secondary page: the frame shows its NavBar with a back button and no TabBar; not kept alive (ADR 028). */
export const handle = mobilePage({ secondary: { title: '专题服务', fallback: '/mobile/home' }, keepAlive: false });

/** /mobile/topic-detail/:id — a special's cover, description and services. */
export default function TopicDetailPage({ loaderData }: Route.ComponentProps) {
  const { special, bundleId } = loaderData;
  if (!special.ok) {
    return (
      <div className="yz-mtopic">
        <FailureNotice msg={special.msg} />
      </div>
    );
  }
  const topic = special.data;
  return (
    <div className="yz-mtopic">
      <article className="yz-mtopic__body" aria-labelledby="yz-mtopic-name">
        {topic.cover && <img className="yz-mtopic__cover" src={topic.cover} alt={topic.name} />}
        <header className="yz-mtopic__intro">
          <h2 id="yz-mtopic-name" className="yz-mtopic__name">
            {topic.name}
          </h2>
          {topic.summary && <p className="yz-mtopic__summary">{topic.summary}</p>}
          {topic.description && <p className="yz-mtopic__description">{topic.description}</p>}
          {bundleId !== null && (
            <p className="yz-mtopic__bundle">
              <Link to={bundlePath('mobile', bundleId)}>按「一件事」办理：合并材料清单，查看办理进度</Link>
            </p>
          )}
        </header>
        <section className="yz-mtopic__apps" aria-labelledby="yz-mtopic-apps">
          <h3 id="yz-mtopic-apps" className="yz-mtopic__apps-title">
            专题服务事项（{topic.apps.length}）
          </h3>
          {topic.apps.length === 0 ? <ModuleEmpty /> : <ServiceList apps={topic.apps} />}
        </section>
      </article>
    </div>
  );
}

/** An unknown topic inside the mobile frame: the reason, and a way back home. */
export function ErrorBoundary() {
  return (
    <MobilePageError
      frameClassName="yz-mtopic"
      className="yz-mtopic__error"
      notFound={{ title: '专题不存在', message: SPECIAL_NOT_FOUND }}
    >
      <Link className="yz-mtopic__home" to="/mobile/home">
        返回首页
      </Link>
    </MobilePageError>
  );
}
