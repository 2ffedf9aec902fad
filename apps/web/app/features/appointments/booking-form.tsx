import { useState } from 'react';
import { Link } from 'react-router';
import type { BookablePlace, Booking, ServiceSlots } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../shared/api-client/lazy-browser-api';
import { BookingCard } from './booking-card';
import type { AppointmentPaths } from './site';

/** A short label of a day: 12月9日. */
const dayLabel = (day: string) => `${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`;

/**
 * Choosing a place, a day and a slot, each a group of native radio buttons (Tab into a group, arrows within it,
 * Space or Enter to confirm), then 确认预约. Closed days are shown, disabled, with their holiday's name; full slots
 * too. A guest sees everything and signs in to book.
 */
export function BookingForm({
  slots,
  guest,
  paths,
  here,
}: {
  slots: ServiceSlots;
  guest: boolean;
  paths: AppointmentPaths;
  here: string;
}) {
  const [placeId, setPlaceId] = useState(slots.places[0]?.id ?? 0);
  const place: BookablePlace | undefined = slots.places.find((candidate) => candidate.id === placeId);
  const firstOpen = (target?: BookablePlace) =>
    target?.days.find((day) => day.slots.some((slot) => slot.left > 0))?.day;
  const [day, setDay] = useState(firstOpen(place) ?? '');
  const [start, setStart] = useState('');
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Booking | null>(null);
  if (booked) {
    return (
      <section className="yz-bk-done" aria-labelledby="yz-bk-done-title">
        <h2 id="yz-bk-done-title" className="yz-bk__subtitle">
          预约成功
        </h2>
        <BookingCard booking={booked} againHref={paths.book(slots.appId)} headingLevel={3} />
        <p>
          提醒已发送到信息中心。<Link to={paths.mine}>查看我的预约</Link>
        </p>
      </section>
    );
  }
  const chosenDay = place?.days.find((candidate) => candidate.day === day);
  const submit = async () => {
    if (!place || !chosenDay || !start) return;
    setBusy(true);
    try {
      setBooked(
        await lazyBrowserApi((api) => api.appointmentsApi.book, {
          body: { appId: Number(slots.appId), placeId: place.id, day: chosenDay.day, start },
        }),
      );
    } catch {
      // The request client shows the reason (约满, 已预约过 …).
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="yz-bk-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="yz-bk-group">
        <legend className="yz-bk__subtitle">办理地点</legend>
        {slots.places.map((candidate) => (
          <label key={candidate.id} className="yz-bk-place">
            <input
              type="radio"
              name="place"
              value={candidate.id}
              checked={candidate.id === placeId}
              onChange={() => {
                setPlaceId(candidate.id);
                setDay(firstOpen(candidate) ?? '');
                setStart('');
              }}
            />
            <span className="yz-bk-place__name">{candidate.name}</span>
            <span className="yz-bk-place__meta">
              {candidate.address} · {candidate.hoursText} · 办理前 {candidate.cancelHours} 小时可取消
            </span>
          </label>
        ))}
      </fieldset>
      {place && (
        <fieldset className="yz-bk-group">
          <legend className="yz-bk__subtitle">日期</legend>
          <div className="yz-bk-days">
            {place.days.map((candidate) => {
              const full = candidate.open === 1 && !candidate.slots.some((slot) => slot.left > 0);
              const note = candidate.open === 0 ? candidate.closedReason : full ? '已约满' : '可预约';
              return (
                <label
                  key={candidate.day}
                  className="yz-bk-day"
                  data-closed={candidate.open === 0 || full || undefined}
                >
                  <input
                    type="radio"
                    name="day"
                    value={candidate.day}
                    checked={candidate.day === day}
                    disabled={candidate.open === 0 || full}
                    onChange={() => {
                      setDay(candidate.day);
                      setStart('');
                    }}
                  />
                  <span className="yz-bk-day__date">
                    {dayLabel(candidate.day)} {candidate.weekday}
                  </span>
                  <span className="yz-bk-day__note">{note}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
      {chosenDay && (
        <fieldset className="yz-bk-group">
          <legend className="yz-bk__subtitle">时段（{dayLabel(chosenDay.day)}）</legend>
          <div className="yz-bk-slots">
            {chosenDay.slots.map((slot) => (
              <label key={slot.start} className="yz-bk-slot" data-closed={slot.left === 0 || undefined}>
                <input
                  type="radio"
                  name="slot"
                  value={slot.start}
                  checked={slot.start === start}
                  disabled={slot.left === 0}
                  onChange={() => setStart(slot.start)}
                />
                <span className="yz-bk-slot__time">
                  {slot.start}-{slot.end}
                </span>
                <span className="yz-bk-slot__left">{slot.left > 0 ? `余 ${slot.left}` : '已约满'}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="yz-bk-form__actions">
        {guest ? (
          <a className="yz-bk-button" href={paths.login(here)}>
            登录后预约
          </a>
        ) : (
          <button type="submit" className="yz-bk-button" disabled={busy || !start}>
            确认预约
          </button>
        )}
        <Link to={paths.mine}>我的预约</Link>
      </div>
    </form>
  );
}
