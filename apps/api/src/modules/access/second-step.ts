import { and, eq, inArray, lt } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { SecondStepStatus } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { open, seal, type SealKey } from '../../lib/sealed-text';
import { sessions } from '../auth';
import { adminSecondSteps, consoleStepUps } from './access.table';

// 两步验证 of the console (ADR 080): RFC 6238 codes from any authenticator app (6 digits, 30 s, SHA-1 — what every
// app reads from the QR code), with the neighbouring step accepted for a phone clock a little off.

const PERIOD_SECONDS = 30;
const ISSUER = '一站管理后台';

const totpOf = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** Where an account and a session stand: the unit's rule, the account's authenticator, the session's step. */
export async function secondStepStatus(
  db: Db,
  { uid, sessionId, required }: { uid: number; sessionId: string; required: boolean },
): Promise<SecondStepStatus> {
  const [row] = await db
    .select({ enabledAt: adminSecondSteps.enabledAt, steppedUp: consoleStepUps.sessionId })
    .from(adminSecondSteps)
    .leftJoin(consoleStepUps, eq(consoleStepUps.sessionId, sessionId))
    .where(eq(adminSecondSteps.uid, uid));
  const enrolled = Boolean(row?.enabledAt);
  return { required, enrolled, verified: (!required && !enrolled) || Boolean(row?.steppedUp) };
}

/** A new authenticator secret for the account, replacing one not yet confirmed: shown once, as text and QR code. */
export async function startEnrolment(db: Db, key: SealKey, uid: number, label: string) {
  const secret = new Secret({ size: 20 }).base32;
  await db
    .insert(adminSecondSteps)
    .values({ uid, secret: seal(key, secret) })
    .onConflictDoUpdate({
      target: adminSecondSteps.uid,
      set: { secret: seal(key, secret), enabledAt: null, lastStep: 0 },
    });
  return { secret, uri: totpOf(secret, label).toString() };
}

/**
 * Takes a code of the account's authenticator: right, and of a time step later than the last one taken (a code seen
 * over someone's shoulder is no good twice). `pending` checks the code of an authenticator still being set up.
 */
export async function takeCode(
  db: Db,
  key: SealKey,
  { uid, code, pending }: { uid: number; code: string; pending: boolean },
): Promise<boolean> {
  const [row] = await db.select().from(adminSecondSteps).where(eq(adminSecondSteps.uid, uid));
  if (!row || Boolean(row.enabledAt) === pending) return false;
  const now = Date.now();
  const delta = totpOf(open(key, row.secret), '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  // Conditional on the last step, so two requests with one code cannot both pass.
  const taken = await db
    .update(adminSecondSteps)
    .set({ lastStep: step, ...(pending ? { enabledAt: new Date(now) } : {}) })
    .where(and(eq(adminSecondSteps.uid, uid), lt(adminSecondSteps.lastStep, step)))
    .returning({ uid: adminSecondSteps.uid });
  return taken.length === 1;
}

/** The session has given its second step. */
export async function markSteppedUp(db: Db, sessionId: string) {
  await db.insert(consoleStepUps).values({ sessionId }).onConflictDoNothing();
}

/** The account stops using an authenticator; its sessions' steps stay given. */
export async function removeSecondStep(db: Db, uid: number) {
  await db.delete(adminSecondSteps).where(eq(adminSecondSteps.uid, uid));
}

/**
 * Another administrator ends the account's authenticator (its phone was lost): the secret goes, and so do the steps
 * its sessions gave, so under the unit's rule its next console visit sets up a new one. True when it had one.
 */
export async function endSecondStep(db: Db, uid: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .delete(adminSecondSteps)
      .where(eq(adminSecondSteps.uid, uid))
      .returning({ uid: adminSecondSteps.uid });
    const own = tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.uid, uid));
    await tx.delete(consoleStepUps).where(inArray(consoleStepUps.sessionId, own));
    return ended.length === 1;
  });
}
