import type { Bootstrap } from './bootstrap';

// The start-up data the browser holds (from the root loader), for code that runs outside React: the client route
// guards. The root component refreshes it on every render, so it follows a sign-in's revalidation.
let latest: Bootstrap | undefined;

/** Remembers the bootstrap the page rendered with (called by the root component). */
export const rememberBootstrap = (bootstrap: Bootstrap) => {
  latest = bootstrap;
};

/** The bootstrap the page rendered with, once it has rendered in the browser. */
export const rememberedBootstrap = (): Bootstrap | undefined => latest;
