/**
 * A failure of the embedded store that the person running the server can act on: its message (Chinese) names
 * the folder and what to do, so it is printed alone, without a stack trace.
 */
export class StoreError extends Error {
  override name = 'StoreError';
}

/** Prints why the store could not be opened (a StoreError's message alone, else the whole error) and exits 1. */
export function exitOnStoreError(error: unknown): never {
  console.error(error instanceof StoreError ? `✖ ${error.message}` : error);
  process.exit(1);
}
