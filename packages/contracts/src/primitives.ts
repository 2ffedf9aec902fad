import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './constants';

/** A 0/1 flag, kept as a number on the wire (api-conventions.md). */
export const flag = z.union([z.literal(0), z.literal(1)]);
export type Flag = z.infer<typeof flag>;

/** A stored number as a 0/1 flag: 1 stays 1, anything else is 0. */
export const asFlag = (value: number): Flag => (value === 1 ? 1 : 0);

/** An integer query parameter: query strings arrive as text. */
export const intParam = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** A CSS hex colour such as `#007aff`. */
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/);

/** The largest value of a PostgreSQL `integer` column: every integer a request carries stays within it. */
export const INT4_MAX = 2_147_483_647;

/** A record id in a JSON body: a positive integer that fits its column. */
export const idNumber = z.number().int().min(1, '编号必须是正整数').max(INT4_MAX, '编号超出范围');

/** No control characters (NUL, CR, LF, …): they have no place in anything a person types (security.md R1, D2). */
export const printable = /^\P{Cc}*$/u;
export const NOT_PRINTABLE = '不能包含控制字符';

/** Text a person typed: trimmed, at most `max` characters, no control characters. */
export const userText = (max: number, tooLong: string) =>
  z.string().trim().max(max, tooLong).regex(printable, NOT_PRINTABLE);

/**
 * An id carried as digits (query strings, app ids): positive and within its column. Its messages leave the field
 * out: the API puts the field's Chinese label in front (validation-messages.ts).
 */
export const idDigits = () =>
  z
    .string()
    .regex(/^\d{1,10}$/, '必须是数字编号')
    .refine((value) => Number(value) >= 1 && Number(value) <= INT4_MAX, '超出范围');

/**
 * `page` and `pageSize` of a paged list, as `number()` reads them: a query string's digits (z.coerce) or a JSON
 * body's numbers (z.number: the live hall's clients send numbers, and a string is refused in Chinese).
 *
 * An over-large `pageSize` is answered with `PAGE_SIZE_MAX` items rather than refused: clients written for the live
 * hall ask for 200 by default and must work unchanged (ADR 031 addendum). Nonsense (0, negatives, fractions,
 * non-numbers) is still refused in Chinese.
 */
const pageFields = <N extends z.ZodNumber | z.ZodCoercedNumber>(number: () => N) => ({
  page: number().int().min(1, '从 1 开始').max(10_000, '不能超过 10000').default(1),
  // Checked whole and within an integer column's range (past it is nonsense, like 0), then capped, then `int()`:
  // the OpenAPI document still says integer, bounded as every number of a request is.
  pageSize: number()
    .min(1, '至少为 1')
    .max(INT4_MAX, '超出范围')
    .refine(Number.isInteger, { message: '格式不正确', abort: true })
    .overwrite((size) => Math.min(size, PAGE_SIZE_MAX))
    .int()
    .meta({ description: `每页条数，超过 ${PAGE_SIZE_MAX} 按 ${PAGE_SIZE_MAX} 计` })
    .default(PAGE_SIZE_DEFAULT),
});

/**
 * `page` and `pageSize` of a paged list read from the query string (news, the three lists, messages), or from a body
 * whose clients send them as digits too (the service lists).
 */
export const pageQueryFields = pageFields(() => z.coerce.number());

/** `page` and `pageSize` of a paged list in a JSON body (approvals, tasks, notices). */
export const pageBodyFields = pageFields(() => z.number());

/** A number of a small set, sent as a number or as its digits (clients of the live hall send either). */
export const codeOf = (codes: readonly number[]) =>
  z
    .union(
      [
        z.number().int().min(0, '不在可选范围内').max(99, '不在可选范围内'),
        z.string().regex(/^\d{1,2}$/, '不在可选范围内'),
      ],
      {
        error: (issue) => (issue.input === undefined ? '不能为空' : '不在可选范围内'),
      },
    )
    .transform(Number)
    .pipe(z.number().refine((value) => codes.includes(value), '不在可选范围内'));

/** An HTTPS address that a browser can read (its host well formed), for a picture kept elsewhere. */
function readsAsHttps(value: string): boolean {
  if (!value.startsWith('https://')) return true;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A picture's address as a setting keeps it: none, a picture of this site (an upload, a bundled asset: a path from
 * the site's root) or one elsewhere over HTTPS — printable characters only. Never a `javascript:` or `data:` address,
 * nor one outside over plain HTTP (a secure page would not show it).
 */
export const pictureAddress = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .regex(/^(?:\/(?![/\\])[\x21-\x7e]*|https:\/\/[\x21-\x7e]+)?$/, message)
    .refine(readsAsHttps, message);
