import { Link, useLocation } from 'react-router';
import { appIdSchema, appointmentsApi, type ServiceSlots } from '@yizhan/contracts';
import type { Route } from './+types/book-page';
import { attempt, isNotFound, notFound, type Loaded } from '../../shared/api-client/loaded';
import { serverApi } from '../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../shared/bootstrap/bootstrap';
import { mobilePage } from '../../shared/mobile-page/page-options';
import { pageTitle } from '../../shared/page-title';
import { BookingForm } from './booking-form';
import { appointmentPaths, isMobilePath } from './site';
import { Title } from './title';
import './appointments.css';

const NOT_BOOKABLE = '该事项暂不支持预约';

/** The service's places and their next days with seats left, read fresh on every visit. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const appId = appIdSchema.safeParse(params.appId);
  if (!appId.success) notFound(NOT_BOOKABLE);
  const bootstrap = await getBootstrap(context);
  let slots: Loaded<ServiceSlots>;
  try {
    slots = { ok: true, data: await serverApi(context)(appointmentsApi.slots, { query: { appId: appId.data } }) };
  } catch (error) {
    if (isNotFound(error)) notFound(error.message || NOT_BOOKABLE);
    slots = await attempt<ServiceSlots>(Promise.reject(error));
  }
  return { slots, guest: isGuestUser(bootstrap.user) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  pageTitle(matches, loaderData?.slots.ok ? `预约办理 · ${loaderData.slots.data.name}` : '预约办理');

export const handle = mobilePage({
  secondary: { title: '预约办理', fallback: '/mobile/appointments' },
  keepAlive: false,
});

/** /appointments/book/:appId (and the phone's): choose a place, a day and a slot, and book it. */
export default function BookPage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const paths = appointmentPaths(isMobilePath(location.pathname));
  const { slots, guest } = loaderData;
  return (
    <div className="yz-bk" data-site={paths.mobile ? 'mobile' : 'desktop'}>
      <nav className="yz-bk__crumbs" aria-label="位置">
        <Link to={paths.list}>预约办理</Link>
        {' / '}
        <Link to={paths.mine}>我的预约</Link>
      </nav>
      <Title mobile={paths.mobile}>{slots.ok ? `预约办理：${slots.data.name}` : '预约办理'}</Title>
      {slots.ok ? (
        <BookingForm slots={slots.data} guest={guest} paths={paths} here={location.pathname} />
      ) : (
        <p role="alert">{slots.msg}</p>
      )}
    </div>
  );
}
