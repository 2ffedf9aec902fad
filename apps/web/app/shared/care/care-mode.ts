import { useCallback } from 'react';
import { useRevalidator, useRouteLoaderData } from 'react-router';
import { CARE_COOKIE, CARE_COOKIE_MAX_AGE_SECONDS } from '@yizhan/contracts';
import type { Bootstrap } from '../bootstrap/bootstrap';

/** Keeps the visitor's choice on this device: '1' on, '0' off (an explicit off beats a unit that defaults to on). */
export function rememberCareChoice(on: boolean): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${CARE_COOKIE}=${on ? '1' : '0'}; path=/; max-age=${CARE_COOKIE_MAX_AGE_SECONDS}; samesite=lax${secure}`;
}

/**
 * Whether the page is in the care mode (长辈版, ADR 084), as the server drew it, and a switch: it keeps the choice in
 * the cookie and reloads the page's data, so the server's answer (the class on `<html>`, the simpler home) follows.
 */
export function useCareMode(): { care: boolean; setCare: (on: boolean) => void; switching: boolean } {
  const care = useRouteLoaderData<Bootstrap>('root')?.care === true;
  const { revalidate, state } = useRevalidator();
  const setCare = useCallback(
    (on: boolean) => {
      rememberCareChoice(on);
      void revalidate();
    },
    [revalidate],
  );
  return { care, setCare, switching: state === 'loading' };
}
