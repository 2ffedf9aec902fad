/** The last application error (spec §4 "an application error is recorded"), for support and tests. */
let lastAppError: unknown = null;

/** Records an application error once; logs it on the server and in the browser console. */
export function recordAppError(error: unknown): void {
  if (error === lastAppError) return;
  lastAppError = error;
  console.error('[yizhan] application error', error);
}

export const getLastAppError = (): unknown => lastAppError;
