import type { ClientEnvironment } from '../../../shared/device/device';

/** terminalType of the visit report: 1 desktop, 2 mobile browser, 3 mobile inside an app (spec §4 channels). */
export type VisitTerminal = 1 | 2 | 3;

const browsers: readonly ClientEnvironment[] = ['browser', 'android', 'ios'];

/** The mobile site's visit channel: a plain phone browser is 2, any messenger or campus app is 3. */
export const mobileVisitTerminal = (environment: ClientEnvironment): VisitTerminal =>
  browsers.includes(environment) ? 2 : 3;
