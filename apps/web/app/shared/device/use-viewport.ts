import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { RESIZE_DEBOUNCE_MS, type MenuItem } from '@yizhan/contracts';
import { deviceRedirect } from './device';
import { applyViewportScale, scaleRules } from './viewport-scale';

/**
 * Keeps the page on the site that fits the window (spec §2): re-checks 2 s after the last resize and on
 * arrival, re-applies the zoom or root font size, and redirects between the desktop and mobile sites.
 */
export function useViewportRules(menus: { openMenus: MenuItem[]; mobileMenus: MenuItem[] }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const check = () => {
      applyViewportScale(scaleRules);
      const target = deviceRedirect(window.location.pathname, window.innerWidth, menus);
      if (target) void navigate(target, { replace: true });
    };
    check();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleResize = () => {
      clearTimeout(timer);
      timer = setTimeout(check, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', handleResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', handleResize);
    };
  }, [pathname, menus, navigate]);
}
