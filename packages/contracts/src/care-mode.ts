/**
 * The care mode (长辈版, ADR 084): large type, large targets, no motion. A visitor's choice is kept on the device in
 * this cookie ('1' on, '0' off); without it the unit's default (站点设置「默认开启长辈版」) applies.
 */
export const CARE_COOKIE = 'yz_care';

/** A year: the choice is the device's, like a font size setting, not the session's. */
export const CARE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's choice from the cookie's value: on, off, or none made (the unit's default then applies). */
export function careChoice(cookieValue: string | undefined): 'on' | 'off' | 'unit' {
  if (cookieValue === '1') return 'on';
  if (cookieValue === '0') return 'off';
  return 'unit';
}

/** Whether a page is drawn in the care mode: the visitor's choice, else the unit's default. */
export function careModeOn(cookieValue: string | undefined, unitDefault: boolean): boolean {
  const choice = careChoice(cookieValue);
  return choice === 'unit' ? unitDefault : choice === 'on';
}
