import { createHash } from 'node:crypto';
import { CODE, EDIT_CONFLICT } from '@yizhan/contracts';
import { BusinessError } from './envelope';

/** JSON with object keys sorted, so equal values always give equal text. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );

/**
 * The version of a stored item as the console shows it: a digest of its content (ADR 069). Whoever changes the item —
 * another admin, a push, psql — changes its version, with no column to keep in step.
 */
export const versionOf = (value: unknown): string =>
  createHash('sha256').update(stableJson(value)).digest('base64url').slice(0, 22);

/**
 * Refuses a save that started from another version than the stored one (409 「该内容已被他人修改」), handing back
 * what is stored now so the editor can compare and start again. Nothing is overwritten silently.
 */
export function assertCurrentVersion<T extends object>(given: string, current: T & { version: string }) {
  if (given !== current.version) {
    throw new BusinessError(CODE.conflict, EDIT_CONFLICT, 409, {}, { current });
  }
}
