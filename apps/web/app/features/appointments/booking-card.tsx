import { useState } from 'react';
import { Link } from 'react-router';
import type { Booking } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../shared/api-client/lazy-browser-api';
import { icsHref } from './site';

/**
 * One booking: when and where, its number, 添加到日历 while it stands, and 取消预约 until the place's cutoff (after
 * that it says until when it could be cancelled and to call the place).
 */
export function BookingCard({
  booking,
  againHref,
  headingLevel = 2,
}: {
  booking: Booking;
  /** Where to book the service again once this booking is cancelled or past. */
  againHref: string;
  headingLevel?: 2 | 3;
}) {
  const [current, setCurrent] = useState(booking);
  const [busy, setBusy] = useState(false);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const cancel = async () => {
    if (!window.confirm(`确定取消 ${current.day} ${current.start} 的预约吗？`)) return;
    setBusy(true);
    try {
      setCurrent(await lazyBrowserApi((api) => api.appointmentsApi.cancel, { body: { bookingNo: current.bookingNo } }));
    } catch {
      // The request client shows the reason.
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="yz-bk-card" aria-label={`预约 ${current.bookingNo}`} data-status={current.status}>
      <Heading className="yz-bk-card__title">{current.serviceName}</Heading>
      <p className="yz-bk-card__status" role="status">
        {current.statusName}
      </p>
      <dl className="yz-bk-card__facts">
        <dt>预约号</dt>
        <dd className="yz-bk-card__no">{current.bookingNo}</dd>
        <dt>时间</dt>
        <dd>
          {current.day}（{current.weekday}）{current.start}-{current.end}
        </dd>
        <dt>地点</dt>
        <dd>
          {current.placeName}（{current.address}）
        </dd>
      </dl>
      {current.status === 1 && (
        <div className="yz-bk-card__actions">
          <a className="yz-bk-button" href={icsHref(current.bookingNo)} download={`${current.bookingNo}.ics`}>
            添加到日历
          </a>
          {current.cancellable === 1 ? (
            <button
              type="button"
              className="yz-bk-button yz-bk-button--plain"
              disabled={busy}
              onClick={() => void cancel()}
            >
              取消预约
            </button>
          ) : (
            <span className="yz-bk-card__hint">已过取消时限（{current.cancelUntil}），如需取消请联系办理地点</span>
          )}
        </div>
      )}
      {current.status !== 1 && (
        <Link className="yz-bk-card__again" to={againHref}>
          重新预约
        </Link>
      )}
    </article>
  );
}
