// The users module's public face: all that other modules, app.ts, web/ and seed/ may import from it (ADR 058).
import type { UserRow } from './users.table';

export {
  existingAccounts,
  generatePassword,
  insertAccounts,
  passwordRules,
  setTemporaryPassword,
  unitPasswordPolicy,
  type NewAccount,
} from './accounts';
export { checkPassword, hashGeneratedPassword, hashPassword } from './passwords';
export {
  enabledMembersOf,
  findUserInUnit,
  lockUser,
  pageUsers,
  setUserDepartment,
  setUserDisabled,
  type UserPageQuery,
} from './users.admin';
export { userRef } from './user-ref';
export { findUserByName } from './users.repository';
export { setPassword } from './users.service';
export { users, type UserRow } from './users.table';

// A signed-in session carries its user: this module's row (lib/api-request names no module).
declare module '../../lib/api-request' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RequestUser extends UserRow {}
}
