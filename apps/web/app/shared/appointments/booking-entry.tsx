import { Link, useLocation, useSearchParams } from 'react-router';
import { appIdSchema, appointmentsApi } from '@yizhan/contracts';
import type { ServerApi } from '../api-client/server-api';
import './booking-entry.css';

/** The booking page of a service on the visitor's site. */
export const bookingPath = (appId: string, mobile: boolean) =>
  `${mobile ? '/mobile' : ''}/appointments/book/${encodeURIComponent(appId)}`;

/** Whether a service can be booked, for its guide page's loader (a failure only leaves the entry out). */
export async function isBookable(api: ServerApi, id: string | undefined): Promise<boolean> {
  const appId = appIdSchema.safeParse(id);
  if (!appId.success) return false;
  return api(appointmentsApi.services)
    .then((services) => services.some((service) => service.appId === appId.data))
    .catch(() => false);
}

/**
 * 预约办理 on a service's guide (issue 38 §4), when it is bookable. Where 立即办理 could not open the service here (only at the counter, or only in a phone client), it says
 * that booking a visit is the way on.
 */
export function BookingEntry({ appId, bookable }: { appId: string; bookable: boolean }) {
  const mobile = useLocation().pathname.startsWith('/mobile');
  const notice = useSearchParams()[0].get('handle');
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
