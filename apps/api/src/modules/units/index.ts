// The units module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
import type { UnitRow } from './units.table';

export { bridgeScriptOrigin, usableBridgeScriptUrl } from './bridge-script';
export { onSite, siteOrigin } from './site-origin';
export { unitRef } from './unit-ref';
export { findUnitByDomain, findUnitByFid, listUnitDomains, listUnitsWithDomain } from './units.repository';
export {
  unitDomains,
  units,
  type OAuth2Settings,
  type PassportCookieSettings,
  type UnitRow,
  type WechatSettings,
} from './units.table';

// Every call is answered by a unit: the request's `unit` is this module's row (lib/api-request names no module).
declare module '../../lib/api-request' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestUnit extends UnitRow {}
}
export { listUnitIds } from './units.repository';
