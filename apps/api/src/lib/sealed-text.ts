import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

// Text sealed at rest (ADR 048): AES-256-GCM, a fresh 96-bit nonce per value, the tag authenticating it. The stored
// form names its scheme, so another (SM4, a new key) can be added beside it and old values still opened.

/** A 32-byte key of the sealed values. */
export type SealKey = Buffer;

/** How every sealed value starts (a query can tell sealed from plain values). */
export const SCHEME = 'sealed:v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** Whether a stored value is sealed (anything else is plain text written before sealing began). */
export const isSealed = (stored: string): boolean => stored.startsWith(SCHEME);

/** `text` sealed with `key`; the empty text stays empty (nothing to hide, and it shows as empty). */
export function seal(key: SealKey, text: string): string {
  if (text === '') return '';
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return SCHEME + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

/**
 * The text of a sealed value, or the value itself when it is not sealed. Throws when the value was sealed with
 * another key or changed since: a wrong answer is never returned.
 */
export function open(key: SealKey, stored: string): string {
  if (!isSealed(stored)) return stored;
  const bytes = Buffer.from(stored.slice(SCHEME.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, NONCE_BYTES));
  decipher.setAuthTag(bytes.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** What identifies a key without revealing it: an HMAC of a fixed text under the key. */
export const fingerprintOf = (key: SealKey): string =>
  createHmac('sha256', key).update('yizhan personal data key').digest('base64url');

/** A new random key. */
export const newSealKey = (): SealKey => randomBytes(32);
