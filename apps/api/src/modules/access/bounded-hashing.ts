import { availableParallelism } from 'node:os';
import { hashGeneratedPassword, hashPassword } from '../users';

/**
 * How many hashes run at once: one per core, at most 4. argon2 works on libuv's thread pool (4 threads unless
 * UV_THREADPOOL_SIZE says otherwise), so more would only queue there and hold back everyone else's sign-ins.
 */
const AT_ONCE = Math.min(4, Math.max(2, availableParallelism()));

/**
 * Hashes an import's passwords a few at a time, in order (ADR 079): a made-up password with the lighter cost, one
 * an administrator typed with the full cost.
 */
export async function hashAll(passwords: readonly { password: string; made: boolean }[]): Promise<string[]> {
  const hashes: string[] = new Array(passwords.length);
  let next = 0;
  const worker = async () => {
    while (next < passwords.length) {
      const index = next;
      next += 1;
      const { password, made } = passwords[index]!;
      hashes[index] = await (made ? hashGeneratedPassword(password) : hashPassword(password));
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, passwords.length) }, worker));
  return hashes;
}
