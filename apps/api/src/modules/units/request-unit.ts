import type { UnitRow } from './units.table';

// Every call is answered by a unit: the request's `unit` is this module's row (lib/api-request names no module).
declare module '../../lib/api-request' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestUnit extends UnitRow {}
}
