import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { lazyBrowserApi } from '../api-client/lazy-browser-api';
import './booking-entry.css';

/** The booking page of a service on the visitor's site. */
export const bookingPath = (appId: string, mobile: boolean) =>
  `${mobile ? '/mobile' : ''}/appointments/book/${encodeURIComponent(appId)}`;

/**
 * 预约办理 on a service's guide (issue 38 §4): shown once the unit's bookable services are known and this is one of
 * them. Where 立即办理 could not open the service here (only at the counter, or only in a phone client), it says
 * that booking a visit is the way on.
 */
export function BookingEntry({ appId }: { appId: string }) {
  const mobile = useLocation().pathname.startsWith('/mobile');
  const notice = useSearchParams()[0].get('handle');
  const [bookable, setBookable] = useState(false);
  useEffect(() => {
    let live = true;
    lazyBrowserApi((api) => api.appointmentsApi.services, {}, { silent: true })
      .then((services) => live && setBookable(services.some((service) => service.appId === appId)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [appId]);
  if (!bookable) return null;
  return (
    <aside className="yz-booking-entry yz-no-print" aria-label="预约办理">
      <p className="yz-booking-entry__text">
        {notice ? '可以预约时间，到办理地点现场办理。' : '本事项可预约到现场办理，免排队。'}
      </p>
      <Link className="yz-booking-entry__link" to={bookingPath(appId, mobile)}>
        预约办理
      </Link>
    </aside>
  );
}
