import { useEffect } from 'react';
import { isMobileWidth } from './device';

/**
 * Loads the unit's mobile bridge script (its JS-SDK, spec §4) while the mobile layout is shown at a mobile width,
 * and removes the tag when the layout goes — the width rule replaces it by the desktop frame at desktop widths.
 * Added in the browser, never rendered: the script belongs to the app the page runs in, not to the page's HTML.
 */
export function useBridgeScript(url: string) {
  useEffect(() => {
    if (!url || !isMobileWidth(window.innerWidth)) return;
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.bridgeScript = '';
    document.head.appendChild(script);
    return () => script.remove();
  }, [url]);
}
