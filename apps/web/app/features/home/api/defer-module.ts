import { ApiError } from '../../../shared/api-client/api-client';
import { MODULE_LOAD_FAILED, type ModuleFailure } from '../lib/module-failure';

/** A failure as plain data: React Router would reduce an Error to "Unexpected Server Error" in production. */
export function toModuleFailure(error: unknown): ModuleFailure {
  if (error instanceof ApiError) return { code: error.code, msg: error.message || MODULE_LOAD_FAILED };
  return { code: 0, msg: MODULE_LOAD_FAILED };
}

/**
 * A module's call, left running for React Router to stream: it rejects with a ModuleFailure the page can show.
 * The rejection is marked handled at once, so a module that fails before the page is sent is not an unhandled
 * rejection of the server process.
 */
export function deferModule<T>(call: Promise<T>): Promise<T> {
  const deferred = call.catch((error: unknown) => {
    // Plain data on purpose: it survives the stream (see toModuleFailure).
    throw toModuleFailure(error);
  });
  deferred.catch(() => {});
  return deferred;
}
