import type { Plugin } from 'vite';

// antd's internals declare no `sideEffects` in their package.json, so Rollup keeps every module their barrels name
// (all of rc-form and async-validator come with any antd input, for instance). They have none.
const sideEffectFree =
  /\/node_modules\/(@rc-component\/|@ant-design\/(cssinjs|cssinjs-utils|colors|fast-color|react-slick)\/|rc-util\/)/;

/** Lets Rollup drop the unused modules of antd's internal packages (about 14 KB gzip per desktop page). */
export function sideEffectFreeAntdInternals(): Plugin {
  return {
    name: 'yizhan:side-effect-free-antd-internals',
    transform: (code, id) => (sideEffectFree.test(id) ? { code, map: null, moduleSideEffects: false } : null),
  };
}
