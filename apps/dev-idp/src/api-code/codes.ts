import { randomBytes } from 'node:crypto';
import type { DemoUser } from '../users';

/** An API code is good for one verification within a minute of its issue (security.md A8 allows five). */
export const API_CODE_SECONDS = 60;
/** A sign-in at the trusted app lasts a working day. */
export const APP_SESSION_SECONDS = 8 * 3600;
const FORM_SECONDS = 600;

/** The portal's credentials at this trusted app: it alone may verify codes (server-to-server, HTTP Basic). */
export const API_CODE_CLIENT = { id: 'yizhan-portal', secret: 'yizhan-api-secret' } as const;

const random = () => randomBytes(32).toString('base64url');

interface IssuedCode {
  user: DemoUser;
  service: string;
  millis: number;
}

export type VerifyFailure = 'INVALID_CODE' | 'INVALID_SERVICE';

/**
 * The trusted app's state, in memory like the CAS tickets (one process; restarting it signs everybody out):
 * its own sign-ins, the one-time values of its login forms, and the codes it issued. `now` is injectable so tests
 * can let a code expire without waiting.
 */
export function apiCodeStore(now: () => number = Date.now) {
  const sessions = new Map<string, { user: DemoUser; expiresAt: number }>();
  const forms = new Map<string, number>();
  const codes = new Map<string, IssuedCode>();

  return {
    newForm(): string {
      const value = random();
      forms.set(value, now() + FORM_SECONDS * 1000);
      return value;
    },
    useForm(value: string): boolean {
      const expiresAt = forms.get(value);
      forms.delete(value);
      return expiresAt !== undefined && expiresAt > now();
    },
    signIn(user: DemoUser): string {
      const id = random();
      sessions.set(id, { user, expiresAt: now() + APP_SESSION_SECONDS * 1000 });
      return id;
    },
    userOf(id: string | undefined): DemoUser | undefined {
      const session = id ? sessions.get(id) : undefined;
      return session && session.expiresAt > now() ? session.user : undefined;
    },
    signOut(id: string | undefined) {
      if (id) sessions.delete(id);
    },
    /** A code for this person and exactly this service, with the moment it was issued (`millis`). */
    issue(user: DemoUser, service: string): { code: string; millis: number } {
      const code = random();
      const millis = now();
      codes.set(code, { user, service, millis });
      return { code, millis };
    },
    /**
     * Verifies a code: it is gone after this call whatever the outcome (single use); it must be fresh, carry the
     * `millis` it was issued with and be presented for the service it was issued for.
     */
    verify(
      code: string,
      millis: number,
      service: string,
    ): { ok: true; user: DemoUser } | { ok: false; error: VerifyFailure } {
      const found = codes.get(code);
      codes.delete(code);
      if (!found || found.millis !== millis || found.millis + API_CODE_SECONDS * 1000 <= now()) {
        return { ok: false, error: 'INVALID_CODE' };
      }
      if (found.service !== service) return { ok: false, error: 'INVALID_SERVICE' };
      return { ok: true, user: found.user };
    },
  };
}

export type ApiCodeStore = ReturnType<typeof apiCodeStore>;
