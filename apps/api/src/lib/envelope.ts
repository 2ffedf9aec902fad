import type { Envelope } from '@yizhan/contracts';
import { CODE } from '@yizhan/contracts';

/** A success envelope around `data`. */
export const ok = <T>(data: T, msg = '操作成功'): Envelope<T> => ({ success: true, code: CODE.ok, msg, data });

/** A failure envelope; server faults carry the request id so support can find the log line. */
export const failure = (code: number, msg: string, requestId?: string): Envelope<{ requestId?: string } | null> => ({
  success: false,
  code,
  msg,
  data: requestId ? { requestId } : null,
});

/** A business failure (spec §8): answered as HTTP `status` (200 unless given) with success false. */
export class BusinessError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status = 200,
    /** Extra response headers, such as Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'BusinessError';
  }
}

/** Paths answered by the API rather than the web app. */
export const isApiPath = (url: string): boolean => /^\/(pedestal|pedesta|homepage)(\/|\?|$)/.test(url);
