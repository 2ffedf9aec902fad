import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { defaultAntdCss } from './antd-sheet-entry';

/** What the desktop theme imports to get antd's styles as a stylesheet. */
export const ANTD_STATIC_CSS_ID = 'virtual:antd-static.css';

// A path-like id (no \0 prefix), so Vite's CSS pipeline treats the module as an ordinary stylesheet: hashed,
// cached, linked from the head of the pages whose routes import it.
const resolvedId = '/@yizhan/antd-static.css';
const sheetEntry = fileURLToPath(new URL('./antd-sheet-entry.ts', import.meta.url));

/**
 * antd's component styles, written once at build time in the default theme (ADR 021). Each unit's colour is
 * applied by a few CSS variables per page, so the browser never has to generate antd's CSS-in-JS. `empty` serves
 * an empty sheet (unit tests render no CSS).
 */
export function antdStaticCss({ empty = false }: { empty?: boolean } = {}): Plugin {
  let css: string | undefined = empty ? '' : undefined;
  return {
    name: 'yizhan:antd-static-css',
    resolveId: (id) => (id === ANTD_STATIC_CSS_ID ? resolvedId : null),
    async load(id) {
      if (id !== resolvedId) return null;
      // Through Vite's module runner, not a plain import: the theme reads the contracts package, which is TypeScript.
      css ??= await runnerImport<{ defaultAntdCss: typeof defaultAntdCss }>(sheetEntry, {
        configFile: false,
        logLevel: 'warn',
      }).then(({ module }) => module.defaultAntdCss());
      return css;
    },
  };
}
