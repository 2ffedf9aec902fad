import { BOOKING_ICS_PATH } from '@yizhan/contracts';

/** The addresses of the booking pages on one site: the desktop's, or the phone's under /mobile. */
export function appointmentPaths(mobile: boolean) {
  const base = mobile ? '/mobile/appointments' : '/appointments';
  return {
    mobile,
    list: base,
    mine: `${base}/mine`,
    book: (appId: string) => `${base}/book/${encodeURIComponent(appId)}`,
    login: (back: string) => `${mobile ? '/mobile-login' : '/login'}?redirect=${encodeURIComponent(back)}`,
  };
}
export type AppointmentPaths = ReturnType<typeof appointmentPaths>;

export const isMobilePath = (pathname: string) => pathname.startsWith('/mobile');

/** 添加到日历: the booking's iCalendar entry. */
export const icsHref = (bookingNo: string) => `${BOOKING_ICS_PATH}?no=${encodeURIComponent(bookingNo)}`;
