import { DEFAULT_THEME_COLOR } from '@yizhan/contracts';
import { antdCss } from './antd-sheet';
import { ANTD_CSS_VAR_KEY, antdThemeConfig } from './antd-theme-config';

/** `selector{--a:1;--b:2;}` blocks of antd's variables, by selector. */
function variableBlocks(css: string): Map<string, Map<string, string>> {
  const blocks = new Map<string, Map<string, string>>();
  for (const [, selector, body] of css.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    if (!selector!.includes(`.${ANTD_CSS_VAR_KEY}`)) continue;
    const declarations = new Map<string, string>();
    for (const declaration of body!.split(';')) {
      const colon = declaration.indexOf(':');
      if (declaration.trim().startsWith('--') && colon > 0) {
        declarations.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
      }
    }
    blocks.set(selector!.trim(), declarations);
  }
  return blocks;
}

/** antd's variables in a colour (design tokens and component tokens; no component styles: zero runtime). */
const variablesIn = (color: string) => variableBlocks(antdCss({ ...antdThemeConfig(color), zeroRuntime: true }));

let defaults: Map<string, Map<string, string>> | undefined;
const byColour = new Map<string, string>();

/**
 * The CSS variables that give antd a unit's colour over the build-time sheet (which is in the default colour): only
 * the declarations that differ, about 2 KB. The selectors get `:root` in front so they win over the sheet's
 * whatever the order of the two in the head. Computed once per colour (one render of the sheet's components).
 */
export function antdThemeCss(color: string): string {
  const cached = byColour.get(color);
  if (cached !== undefined) return cached;
  defaults ??= variablesIn(DEFAULT_THEME_COLOR);
  let css = '';
  if (color.toLowerCase() !== DEFAULT_THEME_COLOR) {
    for (const [selector, declarations] of variablesIn(color)) {
      const base = defaults.get(selector);
      const changed = [...declarations].filter(([name, value]) => base?.get(name) !== value);
      if (changed.length === 0) continue;
      const scoped = selector
        .split(',')
        .map((part) => `:root ${part.trim()}`)
        .join(',');
      css += `${scoped}{${changed.map(([name, value]) => `${name}:${value}`).join(';')}}`;
    }
  }
  byColour.set(color, css);
  return css;
}
