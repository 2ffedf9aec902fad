/**
 * The pages whose issue comes later, by route id, with their full paths: app/routes.ts gives each of them the 建设中
 * page, and the header menu and the mobile home grid leave out entries that lead to them, so a visitor is not
 * offered a page that is not there. Building one means giving it its own route in routes.ts and taking its line out
 * of here (a test checks that the two agree); its menu entries then come back by themselves.
 */
export const UNBUILT_PAGES = {} as const;

export type UnbuiltPageId = keyof typeof UNBUILT_PAGES;

// '/news/more/:id' matches '/news/more/12'; a trailing slash is the same page.
const patterns = Object.values<string>(UNBUILT_PAGES).map(
  (path) => new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`),
);

/** Whether a menu link (a portal path, with or without a query) leads to a page that is not built yet. */
export function leadsToUnbuiltPage(link: string): boolean {
  const pathname = link.trim().split(/[?#]/, 1)[0] ?? '';
  return pathname.startsWith('/') && patterns.some((pattern) => pattern.test(pathname));
}

/** The entries of a menu whose pages exist (what the header and the mobile home grid show). */
export const builtEntries = <T extends { path: string }>(menus: readonly T[]): T[] =>
  menus.filter((menu) => !leadsToUnbuiltPage(menu.path));
