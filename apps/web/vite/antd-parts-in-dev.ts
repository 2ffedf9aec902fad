import type { Plugin } from 'vite';

// `import Search from 'antd/es/input/Search';` — the one form the app uses for antd's parts (eslint.config.js).
const partImport = /import\s+(\w+)\s+from\s+(['"])antd\/es\/([\w/-]+)\2;?/g;

/**
 * In development the server loads antd through Node, as CommonJS (`antd/lib`): Node cannot load antd's `es` files,
 * and a second copy would miss the theme's context anyway. So there, and only there, the parts the app imports alone
 * come from `antd/lib` too (whose CommonJS default export may arrive wrapped once more). The browser and the build keep
 * `antd/es`.
 */
export function antdPartsInDevServer(): Plugin {
  return {
    name: 'yizhan:antd-parts-in-dev-server',
    apply: 'serve',
    transform(code, id, options) {
      if (!options?.ssr || id.includes('/node_modules/') || !code.includes('antd/es/')) return null;
      const rewritten = code.replace(
        partImport,
        (_statement, name: string, quote: string, part: string) =>
          `import * as ${name}$cjs from ${quote}antd/lib/${part}.js${quote}; ` +
          `const ${name} = ${name}$cjs.default?.__esModule ? ${name}$cjs.default.default : ${name}$cjs.default;`,
      );
      return { code: rewritten, map: null };
    },
  };
}
