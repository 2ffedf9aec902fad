import type { UserRow } from './users.table';

// A signed-in session carries its user: this module's row (lib/api-request names no module).
declare module '../../lib/api-request' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestUser extends UserRow {}
}
