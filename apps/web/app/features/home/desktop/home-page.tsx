import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { Alert } from 'antd';
import type { Route } from './+types/home-page';
import { getBootstrap, type Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { serverApi } from '../../../shared/api-client/server-api';
import { titled } from '../../../shared/page-title';
import { loadHome, PREVIEW_NOTICE } from '../api/load-home';
import { HomeModuleView, type HomeModuleComponents } from '../lib/home-module-view';
import { CareServices } from '../lib/care-services';
import { serviceHref } from './modules/service-card';
import { BannerModule } from './modules/banner-module';
import { CarModule } from './modules/car-module';
import { ContentModule } from './modules/content-module';
import { RetryLink } from './modules/module-states';
import { QuickNavigationModule } from './modules/quick-navigation-module';
import { ServiceModule } from './modules/service-module';
import { SpecialModule } from './modules/special-module';
import { StatisticModule } from './modules/statistic-module';
import { ToolModule } from './modules/tool-module';
import './home-page.css';
import './modules/modules.css';
import './modules/home-modules.css';

export const meta: Route.MetaFunction = titled('首页');

/** The enabled modules of the unit's template, and each module's data streamed (never awaited here). */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadHome(serverApi(context), {
    preview: new URL(request.url).searchParams.get('preview'),
    care: getBootstrap(context).then((bootstrap) => bootstrap.care),
  });
}

const components: HomeModuleComponents = {
  banner: BannerModule,
  quickNavigation: QuickNavigationModule,
  tool: ToolModule,
  car: CarModule,
  service: ServiceModule,
  content: ContentModule,
  special: SpecialModule,
  statistic: StatisticModule,
};

/** Desktop home: the unit's enabled modules in the template's order, each with its own loading, empty and error. */
export default function HomePage({ loaderData }: Route.ComponentProps) {
  const bootstrap = useRouteLoaderData<Bootstrap>('root')!;
  const { modules, loads, quickNavigation, preview, care } = loaderData;
  // The care mode's big buttons come under the banner when it leads, else first.
  const lead = care && modules[0]?.sign === 'banner' ? 1 : 0;
  const view = (module: (typeof modules)[number]) => (
    <HomeModuleView
      key={module.sign}
      module={module}
      loads={loads}
      bootstrap={bootstrap}
      components={components}
      quickNavigation={quickNavigation}
    />
  );
  return (
    <div className="yz-home">
      <h1 className="yz-visually-hidden">{bootstrap.site.title}</h1>
      {preview ? <Alert className="yz-home__preview" type="info" showIcon title={PREVIEW_NOTICE} /> : null}
      {modules.slice(0, lead).map(view)}
      {care && <CareServices resolve={loads.hotApp} hrefOf={serviceHref} allHref="/service-hall" />}
      {modules.slice(lead).map(view)}
    </div>
  );
}

/** The layout itself could not load: say so inside the site frame, with a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  const msg = isRouteErrorResponse(error) ? (error.data as { msg?: string } | undefined)?.msg : undefined;
  return (
    <div className="yz-home">
      <h1 className="yz-visually-hidden">首页</h1>
      <Alert
        className="yz-home__failed"
        type="error"
        showIcon
        title="首页加载失败"
        description={msg || '服务异常，请稍后重试'}
        action={<RetryLink />}
      />
    </div>
  );
}
