import { useEffect } from 'react';
import { RESIZE_DEBOUNCE_MS } from '@yizhan/contracts';
import { applyViewportScale, scaleRules } from './viewport-scale';

/**
 * Re-applies the zoom or the root font size 2 s after the last resize (a turned phone), without changing site: the
 * login and plain pages, whose phone sizes are in rem (spec §9: the root font size is width / 375 × 100 px). The
 * inline head script set it before the first paint (ADR 010).
 */
export function useViewportScale() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => applyViewportScale(scaleRules), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', handleResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', handleResize);
    };
  }, []);
}
