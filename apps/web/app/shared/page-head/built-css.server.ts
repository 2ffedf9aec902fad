import { existsSync, readFileSync } from 'node:fs';

/**
 * The browser's half of the build: the nearest `client/` with an `assets/` folder above this module (it runs from
 * build/server/assets/…). Under the development server there is none: nothing is read, and pages link their CSS
 * as React Router does.
 */
function findClientDir(): URL | undefined {
  for (let up = 1; up <= 3; up += 1) {
    const dir = new URL(`${'../'.repeat(up)}client/`, import.meta.url);
    if (existsSync(new URL('assets/', dir))) return dir;
  }
  return undefined;
}

const clientDir = findClientDir();
const builtCss = /^\/assets\/[\w.-]+\.css#?$/;
const texts = new Map<string, string | undefined>();

/**
 * The text of one of the build's stylesheets by the URL React Router links it with (a trailing `#` marks the CSS of
 * a dynamic import), read once; undefined for anything else. Feeds the inline styles of small pages (ADR 023).
 */
export function readBuiltCss(href: string): string | undefined {
  if (!clientDir || !builtCss.test(href)) return undefined;
  if (!texts.has(href)) {
    let text: string | undefined;
    try {
      text = readFileSync(new URL(`.${href.replace(/#$/, '')}`, clientDir), 'utf8');
    } catch {
      text = undefined;
    }
    texts.set(href, text);
  }
  return texts.get(href);
}
