import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with the library defaults (m=19 MiB, t=2, p=1: OWASP's recommended minimum), A1. Passwords are hashed
 * whole: no truncation, any length the contract allows.
 */
export const hashPassword = (password: string) => hash(password);

/**
 * The hash of a password the server made up (12 random characters, about 72 bits: users/accounts.ts): argon2id at a
 * lighter cost (4 MiB, one pass). A slow hash protects passwords people choose, which can be guessed; no cost is
 * needed against guessing a random 72-bit secret, and the lighter one lets an import of thousands of accounts finish
 * in seconds (ADR 079). The PHC string carries its parameters, so `checkPassword` verifies it unchanged.
 */
export const hashGeneratedPassword = (password: string) =>
  hash(password, { memoryCost: 4096, timeCost: 1, parallelism: 1 });

// A real hash of a random value: verifying against it for unknown accounts costs the same time as a real check,
// so response times do not tell which accounts exist (A2).
let decoyHash: Promise<string> | undefined;

/** Checks a password against a stored hash, or spends the same effort when there is no account. */
export async function checkPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash(crypto.randomUUID());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
