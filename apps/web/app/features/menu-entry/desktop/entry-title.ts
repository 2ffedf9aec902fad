import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { pageTitle } from '../../../shared/page-title';
import { findCustomEntry, type EntryKind } from '../lib/menu-entry';

type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The page title of a custom entry: '«entry» · «site»', from the root match's bootstrap. */
export function entryTitle(matches: Matches, search: string, kind: EntryKind) {
  const bootstrap = matches.find((match) => match?.id === 'root')?.loaderData as Bootstrap | undefined;
  const entry = findCustomEntry(bootstrap?.openMenus ?? [], new URLSearchParams(search).get('pageNavigationId'), kind);
  return pageTitle(matches, entry?.name ?? (kind === 'frame' ? '内嵌页面' : '外部链接'));
}
