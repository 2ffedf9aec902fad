// Demo facts the benchmarks rely on (README "Demo accounts"): the shared password and a student of 示范大学.
export const DEMO_PASSWORD = 'Yizhan@2026';
export const DEMO_USER = '2023001';

/** A phone's user agent: the server sends it to the mobile site. */
export const MOBILE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
