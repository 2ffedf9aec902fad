import type { Bootstrap } from '../../../shared/bootstrap/bootstrap';
import { findCustomEntry, type EntryKind } from '../lib/menu-entry';

type Matches = readonly ({ loaderData?: unknown } | undefined)[];

/** The page title of a custom entry: '«entry» - «site»', from the root match's bootstrap. */
export function entryTitle(matches: Matches, search: string, kind: EntryKind) {
  const bootstrap = matches[0]?.loaderData as Bootstrap | undefined;
  const entry = findCustomEntry(bootstrap?.openMenus ?? [], new URLSearchParams(search).get('pageNavigationId'), kind);
  const site = bootstrap?.site.title;
  return [{ title: [entry?.name, site].filter(Boolean).join(' - ') || '页面' }];
}
