import { describe, expect, it } from 'vitest';
import { failedModuleUrl, moduleOf } from './import-once-more';

/** A namespace object as Rollup writes one into a merged chunk. */
const namespace = (exports: Record<string, unknown>) =>
  Object.freeze(Object.defineProperty({ __proto__: null, ...exports }, Symbol.toStringTag, { value: 'Module' }));

describe('importOnceMore’s second try (issue 35)', () => {
  it('reads the failed URL from Chromium’s and Firefox’s messages, none from Safari’s', () => {
    const url = 'http://localhost:3000/assets/suggest-enhancer-DuxmDR0R.js';
    expect(failedModuleUrl(new TypeError(`Failed to fetch dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError(`error loading dynamically imported module: ${url}`))).toBe(url);
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeNull();
  });

  it('takes a chunk that is the module as it is, and a merged chunk’s one namespace', () => {
    const alone = { default: () => null };
    expect(moduleOf(alone)).toBe(alone);
    const inner = namespace({ default: () => null });
    expect(moduleOf({ S: () => null, a: 1, s: inner })).toBe(inner);
    expect(() => moduleOf({ a: namespace({}), b: namespace({}) })).toThrow();
  });
});
