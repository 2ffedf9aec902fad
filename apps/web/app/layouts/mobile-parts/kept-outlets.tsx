import {
  Activity,
  useContext,
  useLayoutEffect,
  useState,
  type ContextType,
  type ReactElement,
  type ReactNode,
} from 'react';
import { UNSAFE_DataRouterStateContext, UNSAFE_LocationContext, useNavigation, useOutlet } from 'react-router';

/** At most this many pages stay mounted (the least recently shown goes first). */
export const MAX_KEPT_PAGES = 5;

type LocationValue = ContextType<typeof UNSAFE_LocationContext>;
type RouterStateValue = ContextType<typeof UNSAFE_DataRouterStateContext>;

interface KeptPage {
  /** The route element of the page, as the router last rendered it. */
  element: ReactElement | null;
  /** The router's location and state when the page was last the current one. */
  location: LocationValue;
  state: RouterStateValue;
  keepAlive: boolean;
}

/**
 * Gives a page the router as it was when the page was current. A hidden page (or one shown early, while its data
 * reloads) must not see the new location: its loader data would be gone and it would render another page's state.
 */
function RouterSnapshot({ snapshot, children }: { snapshot: KeptPage | null; children: ReactNode }) {
  const location = useContext(UNSAFE_LocationContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  return (
    <UNSAFE_LocationContext.Provider value={snapshot?.location ?? location}>
      <UNSAFE_DataRouterStateContext.Provider value={snapshot?.state ?? state}>
        {children}
      </UNSAFE_DataRouterStateContext.Provider>
    </UNSAFE_LocationContext.Provider>
  );
}

/**
 * The mobile layout's outlet with kept-alive pages (issue 10, ADR 028): every page that does not opt out stays
 * mounted inside a hidden `<Activity>` when the visitor leaves it, with its state, DOM and scroll position. Going
 * back shows it at once — while its loaders run again, the kept page is shown as it was, then the fresh data
 * arrives into the same, still-mounted page.
 */
export function KeptOutlets({ keepAlive }: { keepAlive: boolean }) {
  const outlet = useOutlet();
  const location = useContext(UNSAFE_LocationContext);
  const state = useContext(UNSAFE_DataRouterStateContext);
  const navigation = useNavigation();
  // Mutable bookkeeping that lives as long as the layout (not state: changing it must not render again).
  const [pages] = useState(() => new Map<string, KeptPage>());
  const [positions] = useState(() => new Map<string, number>());

  // Render-time bookkeeping, idempotent: the current page goes last (most recent); a page that opted out is
  // dropped once it is no longer current; the oldest go beyond the limit.
  const current = location.location.pathname;
  for (const [path, page] of pages) if (path !== current && !page.keepAlive) pages.delete(path);
  pages.delete(current);
  pages.set(current, { element: outlet, location, state, keepAlive });
  while (pages.size > MAX_KEPT_PAGES) pages.delete(pages.keys().next().value!);

  const pending = navigation.state === 'loading' ? navigation.location.pathname : null;
  const shown = pending && pending !== current && pages.has(pending) ? pending : current;

  useLayoutEffect(() => {
    // A kept page shown early, before its data reloads: put it back where it was scrolled to right away (React
    // Router's scroll restoration puts it at the same place when the navigation completes).
    if (shown !== current) window.scrollTo(0, positions.get(shown) ?? 0);
    const remember = () => positions.set(shown, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [shown, current, positions]);

  return [...pages].map(([path, page]) => (
    <Activity key={path} mode={path === shown ? 'visible' : 'hidden'}>
      <RouterSnapshot snapshot={path === current ? null : page}>{page.element}</RouterSnapshot>
    </Activity>
  ));
}
