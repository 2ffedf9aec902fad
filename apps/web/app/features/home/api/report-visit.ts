import { useEffect, useRef } from 'react';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';
import { clientEnvironment } from '../../../shared/device/device';
import { mobileVisitTerminal, type VisitTerminal } from '../lib/visit-terminal';

/** The visit channel of this browser: 1 on the desktop site; 2 or 3 on the mobile site, by the client. */
function visitTerminal(site: 'desktop' | 'mobile'): VisitTerminal {
  return site === 'desktop' ? 1 : mobileVisitTerminal(clientEnvironment(navigator.userAgent));
}

/**
 * Reports one visit per view of the home page, from the browser (so crawlers and server renders do not count),
 * silently: a failed report is nobody's business on the page. A revalidation does not report again.
 */
export function useReportVisit(site: 'desktop' | 'mobile') {
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    lazyBrowserApi(
      (api) => api.homeApi.visit,
      { query: { terminalType: visitTerminal(site) } },
      { silent: true },
    ).catch(() => {});
  }, [site]);
}
