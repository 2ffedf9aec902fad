import { Link, useLocation } from 'react-router';
import { appointmentsApi, type Booking, type BookingFeed } from '@yizhan/contracts';
import type { Route } from './+types/mine-page';
import { attempt, dataOr } from '../../shared/api-client/loaded';
import { serverApi } from '../../shared/api-client/server-api';
import { getBootstrap, isGuestUser } from '../../shared/bootstrap/bootstrap';
import { mobilePage } from '../../shared/mobile-page/page-options';
import { titled } from '../../shared/page-title';
import { BookingCard } from './booking-card';
import { FeedLink } from './feed-link';
import { appointmentPaths, isMobilePath } from './site';
import { Title } from './title';
import './appointments.css';

export async function loader({ context }: Route.LoaderArgs) {
  const bootstrap = await getBootstrap(context);
  if (isGuestUser(bootstrap.user)) return { guest: true as const };
  const api = serverApi(context);
  const [bookings, feed] = await Promise.all([
    attempt<Booking[]>(api(appointmentsApi.mine)),
    attempt<BookingFeed>(api(appointmentsApi.feed)),
  ]);
  return { guest: false as const, bookings, feed: dataOr(feed, null) };
}

export const meta: Route.MetaFunction = titled('我的预约');
export const handle = mobilePage({
  secondary: { title: '我的预约', fallback: '/mobile/personal-center' },
  keepAlive: false,
});

/** /appointments/mine (and the phone's): the person's bookings, each cancellable until its cutoff, and the feed. */
export default function MinePage({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  const paths = appointmentPaths(isMobilePath(location.pathname));
  return (
    <div className="yz-bk" data-site={paths.mobile ? 'mobile' : 'desktop'}>
      <div className="yz-bk__headline">
        <Title mobile={paths.mobile}>我的预约</Title>
        <Link to={paths.list}>预约办理</Link>
      </div>
      {loaderData.guest ? (
        <p>
          <a className="yz-bk-button" href={paths.login(location.pathname)}>
            登录
          </a>{' '}
          后可查看您的预约。
        </p>
      ) : !loaderData.bookings.ok ? (
        <p role="alert">{loaderData.bookings.msg}</p>
      ) : (
        <>
          {loaderData.bookings.data.length === 0 ? (
            <p>还没有预约。</p>
          ) : (
            <div className="yz-bk-list">
              {loaderData.bookings.data.map((booking) => (
                <BookingCard key={booking.bookingNo} booking={booking} againHref={paths.book(booking.appId)} />
              ))}
            </div>
          )}
          {loaderData.feed && <FeedLink initial={loaderData.feed} />}
        </>
      )}
    </div>
  );
}
