import { useEffect } from 'react';
import { visitChannel } from '@yizhan/contracts';
import { lazyBrowserApi } from '../api-client/lazy-browser-api';
import type { Bootstrap } from '../bootstrap/bootstrap';
import { deviceRedirect } from './device';

// Once per page load: this module lives as long as the document, so client navigations, a layout switch by width
// and React running effects twice in development never count again; a new page load starts afresh.
let reported = false;

/**
 * Reports the visit of this page load (spec §4) with its channel: '1' from the desktop frame, '2' or '3' from the
 * mobile layout by the client environment the server read from the User-Agent. From the browser only, so crawlers
 * and server renders never count; silently, since a lost count is nothing the visitor can act on. A layout the
 * width rule is about to replace leaves the report to the layout that follows, so the channel is the site seen.
 */
export function useVisitReport(site: 'desktop' | 'mobile', bootstrap: Bootstrap) {
  useEffect(() => {
    if (reported || deviceRedirect(window.location.pathname, window.innerWidth, bootstrap) !== null) return;
    reported = true;
    lazyBrowserApi(
      (api) => api.homeApi.visit,
      { query: { terminalType: visitChannel(site, bootstrap.environment) } },
      { silent: true },
    ).catch(() => {});
  }, [site, bootstrap]);
}
