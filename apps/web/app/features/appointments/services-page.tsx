import { Link, useLocation } from 'react-router';
import { appointmentsApi, type BookableService } from '@yizhan/contracts';
import type { Route } from './+types/services-page';
import { attempt } from '../../shared/api-client/loaded';
import { serverApi } from '../../shared/api-client/server-api';
import { mobilePage } from '../../shared/mobile-page/page-options';
import { titled } from '../../shared/page-title';
import { appointmentPaths, isMobilePath } from './site';
import { Title } from './title';
import './appointments.css';

export async function loader({ context }: Route.LoaderArgs) {
  return { services: await attempt<BookableService[]>(serverApi(context)(appointmentsApi.services)) };
}

export const meta: Route.MetaFunction = titled('预约办理');
export const handle = mobilePage({ secondary: { title: '预约办理', fallback: '/mobile/work' }, keepAlive: false });

/** /appointments (预约取号): the services that can be booked, with where. */
export default function ServicesPage({ loaderData }: Route.ComponentProps) {
  const paths = appointmentPaths(isMobilePath(useLocation().pathname));
  const { services } = loaderData;
  return (
    <div className="yz-bk" data-site={paths.mobile ? 'mobile' : 'desktop'}>
      <div className="yz-bk__headline">
        <Title mobile={paths.mobile}>预约办理</Title>
        <Link to={paths.mine}>我的预约</Link>
      </div>
      <p className="yz-bk__lead">以下事项需要到现场办理，可先预约时间，按时到场免排队。</p>
      {!services.ok ? (
        <p role="alert">{services.msg}</p>
      ) : services.data.length === 0 ? (
        <p>暂无可预约的事项。</p>
      ) : (
        <ul className="yz-bk-services">
          {services.data.map((service) => (
            <li key={service.appId}>
              <Link className="yz-bk-services__item" to={paths.book(service.appId)}>
                <span className="yz-bk-services__name">{service.name}</span>
                <span className="yz-bk-services__meta">
                  {service.deptName ? `${service.deptName} · ` : ''}
                  {service.places.join('、')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
