/**
 * Loads the request client and the endpoint descriptors, which the app loads on the first call (lazy-browser-api.ts).
 * Call it in `beforeAll`: a page's request then goes out within a few ticks of the click or mount that makes it, as
 * in a browser that has the chunk, and cannot land in the next test.
 */
export async function preloadRequestClient(): Promise<void> {
  await Promise.all([import('../api-client/browser-api'), import('@yizhan/contracts')]);
}
