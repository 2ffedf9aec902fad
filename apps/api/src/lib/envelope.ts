import type { Envelope, FailureDetail } from '@yizhan/contracts';
import { CODE } from '@yizhan/contracts';

/** A success envelope around `data`. */
export const ok = <T>(data: T, msg = '操作成功'): Envelope<T> => ({ success: true, code: CODE.ok, msg, data });

/**
 * A failure envelope; server faults carry the request id so support can find the log line, and a refused sign-in
 * says whether the next attempt needs a 图形验证码.
 */
export const failure = (
  code: number,
  msg: string,
  detail: FailureDetail | null = null,
): Envelope<FailureDetail | null> => ({
  success: false,
  code,
  msg,
  data: detail,
});

/** A business failure (spec §8): answered as HTTP `status` (200 unless given) with success false. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
    /** What the failure envelope's `data` tells the client besides the message. */
    readonly detail: FailureDetail | null = null,
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** Paths answered by the API rather than the web app. */
export const isApiPath = (url: string): boolean => /^\/(pedestal|pedesta|homepage|integration)(\/|\?|$)/.test(url);
