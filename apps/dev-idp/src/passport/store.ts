import { randomBytes, randomInt } from 'node:crypto';
import type { DemoUser } from '../users';

/** A passport sign-in lasts a working day, like the CAS one. */
export const PASSPORT_SECONDS = 8 * 3600;
const FORM_SECONDS = 600;

/**
 * Passport sign-ins in memory (the dev IdP is one process): the cookie value is a 256-bit random name for one; the
 * login forms' one-time values, each with the verification code the code variant "sends". `now` for tests.
 */
export function passportStore(now: () => number = Date.now) {
  const sessions = new Map<string, { user: DemoUser; expiresAt: number }>();
  const forms = new Map<string, { code: string; expiresAt: number }>();
  return {
    /** A one-time form value, and the six-digit code of the code variant that goes with it. */
    newForm(): { execution: string; code: string } {
      const execution = randomBytes(16).toString('hex');
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      forms.set(execution, { code, expiresAt: now() + FORM_SECONDS * 1000 });
      return { execution, code };
    },
    /** Uses a form value up; answers its verification code while it was fresh. */
    useForm(execution: string): { code: string } | undefined {
      const found = forms.get(execution);
      forms.delete(execution);
      return found && found.expiresAt > now() ? { code: found.code } : undefined;
    },
    signIn(user: DemoUser): string {
      const cookie = randomBytes(32).toString('base64url');
      sessions.set(cookie, { user, expiresAt: now() + PASSPORT_SECONDS * 1000 });
      return cookie;
    },
    userOf(cookie: string | undefined): DemoUser | undefined {
      const found = cookie ? sessions.get(cookie) : undefined;
      return found && found.expiresAt > now() ? found.user : undefined;
    },
    signOut(cookie: string | undefined) {
      if (cookie) sessions.delete(cookie);
    },
  };
}

export type PassportStore = ReturnType<typeof passportStore>;
