import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import { CAPTCHA_LENGTH, CAPTCHA_TTL_SECONDS, type Captcha } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { captchaChallenges } from './auth.table';

/**
 * svg-captcha's module is itself the function that draws given text (its typings only declare `create`, which picks
 * the text with Math.random; ours comes from the cryptographic generator below).
 */
const renderCaptcha = svgCaptcha as unknown as (text: string, options: svgCaptcha.ConfigObject) => string;

/** Letters and digits that cannot be mistaken for one another (no 0/O, 1/I/l, 2/Z, 5/S, 8/B). */
const ALPHABET = '34679ACDEFGHJKLMNPQRTUVWXYabdefghjkmnpqrtuwxy';

const hashAnswer = (id: string, answer: string) =>
  createHash('sha256').update(`${id}:${answer.trim().toLowerCase()}`).digest();

/** Random answer text from a cryptographic source (the library's own picks use Math.random). */
export const randomCaptchaText = () =>
  Array.from({ length: CAPTCHA_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Stores a challenge with the given answer and returns its id. Exposed for tests, which cannot read a picture;
 * everyone else calls `newCaptcha`.
 */
export async function storeChallenge(db: Db, fid: number, answer: string, now = new Date()): Promise<string> {
  const id = randomBytes(16).toString('base64url');
  await db.insert(captchaChallenges).values({
    id,
    fid,
    answerHash: hashAnswer(id, answer).toString('hex'),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_SECONDS * 1000),
  });
  return id;
}

/** A new 图形验证码 for a unit: the picture is drawn by svg-captcha (glyphs as paths, noise lines). */
export async function newCaptcha(db: Db, fid: number): Promise<Captcha> {
  const text = randomCaptchaText();
  const captchaId = await storeChallenge(db, fid, text);
  const svg = renderCaptcha(text, { noise: 3, color: true, background: '#f4f6f8', width: 120, height: 44 });
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Checks an answer and spends the challenge, right or wrong (one guess per picture). An unknown, expired or
 * other unit's id is simply wrong.
 */
export async function solveCaptcha(db: Db, fid: number, id: string, answer: string, now = new Date()) {
  const rows = await db
    .delete(captchaChallenges)
    .where(and(eq(captchaChallenges.id, id), eq(captchaChallenges.fid, fid), gt(captchaChallenges.expiresAt, now)))
    .returning({ answerHash: captchaChallenges.answerHash });
  const stored = rows[0] && Buffer.from(rows[0].answerHash, 'hex');
  return stored !== undefined && timingSafeEqual(stored, hashAnswer(id, answer));
}

/** Drops challenges nobody answered. */
export async function deleteExpiredCaptchas(db: Db, now = new Date()) {
  await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, sql`${now.toISOString()}::timestamptz`));
}
