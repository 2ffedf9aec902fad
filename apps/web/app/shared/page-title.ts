import { DEFAULT_SITE_TITLE } from '@yizhan/contracts';

/** What a meta function sees of the matched routes: ids and loader data (the root's holds the site title). */
type Matches = readonly ({ id: string; loaderData?: unknown } | undefined)[];

/** The unit's site title from the root loader's data, else the default title. */
export function siteTitleOf(matches: Matches): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { site?: { title?: string } } | undefined;
  return root?.site?.title || DEFAULT_SITE_TITLE;
}

/** A page's document title: 'page name · site name' (the site name alone when the page has no name). */
export function pageTitle(matches: Matches, page: string | undefined): [{ title: string }] {
  const site = siteTitleOf(matches);
  return [{ title: page ? `${page} · ${site}` : site }];
}

/** The meta function of a page with a fixed name. */
export const titled =
  (page: string) =>
  ({ matches }: { matches: Matches }) =>
    pageTitle(matches, page);

/** The page name of a document title made by pageTitle ('服务大厅 · 示范大学…' → '服务大厅'). */
export const pageNameOf = (title: string): string => title.split(' · ', 1)[0] ?? title;
