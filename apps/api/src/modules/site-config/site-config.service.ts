import type { HomeModule, ThemeEntry } from '@yizhan/contracts';
import type { homeModules, themes } from './site-config.table';

type ThemeRow = typeof themes.$inferSelect;
type HomeModuleRow = typeof homeModules.$inferSelect;

/** Theme rows to their wire shape: type 1 carries a colour, type 2 the site title and icon. */
export function toThemeEntries(rows: ThemeRow[]): ThemeEntry[] {
  return rows.map((row) =>
    row.type === 1 ? { type: 1, color: row.color } : { type: 2, labelName: row.labelName, labelLogo: row.labelLogo },
  );
}

/** Flat module rows (children point at their parent's sign) to the module tree, in sort order. */
export function toModuleTree(rows: HomeModuleRow[]): HomeModule[] {
  const roots = rows.filter((row) => !row.parentSign);
  return roots.map((root) => ({
    sign: root.sign,
    name: root.name,
    children: rows
      .filter((row) => row.parentSign === root.sign)
      .map((child) => ({ sign: child.sign, name: child.name })),
  }));
}
