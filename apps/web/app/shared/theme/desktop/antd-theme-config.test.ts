import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ANTD_SHEET_COMPONENTS } from './antd-theme-config';

const appDir = path.resolve(__dirname, '../../..');

/** The app's source files (tests left out). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The components imported from 'antd' by value (`type` imports and ConfigProvider, which has no styles, left out). */
function importedComponents(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd'/g)].flatMap(([, names]) =>
    names!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!)
      .filter((name) => name !== 'ConfigProvider'),
  );
}

describe('the build-time antd sheet', () => {
  it('holds every component the app imports from antd', () => {
    const used = new Set(sourceFiles(appDir).flatMap((file) => importedComponents(readFileSync(file, 'utf8'))));
    expect(used.size).toBeGreaterThan(5);
    const missing = [...used].filter((name) => !(ANTD_SHEET_COMPONENTS as readonly string[]).includes(name));
    expect(missing, 'add them to ANTD_SHEET_COMPONENTS').toEqual([]);
  });
});
