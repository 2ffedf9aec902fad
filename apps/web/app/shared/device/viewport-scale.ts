import {
  DESKTOP_FULL_ZOOM_ABOVE_PX,
  DESKTOP_MIN_WIDTH_PX,
  MOBILE_BREAKPOINT_PX,
  MOBILE_DESIGN_WIDTH_PX,
} from '@yizhan/contracts';

/** The numbers of spec §9 that scale the page, passed in so the inline script needs no imports. */
export interface ScaleRules {
  breakpoint: number;
  minWidth: number;
  fullZoomAbove: number;
  designWidth: number;
}

/**
 * Desktop zoom and mobile root font size (spec §9). Self-contained on purpose: its source is also inlined in
 * the page head so the first paint is already scaled.
 */
export function applyViewportScale(rules: ScaleRules): void {
  const root = document.documentElement;
  const width = window.innerWidth;
  if (width <= rules.breakpoint) {
    root.style.zoom = '';
    root.style.width = '';
    root.style.setProperty('--yz-zoom', '1');
    root.style.fontSize = `${(width / rules.designWidth) * 100}px`;
    return;
  }
  const floored = Math.max(width, rules.minWidth);
  const zoom = floored > rules.fullZoomAbove ? 1 : (floored * 0.7) / 1200;
  root.style.fontSize = '';
  root.style.zoom = String(zoom);
  // Full-height pages divide 100vh by this, as the zoom shrinks them too.
  root.style.setProperty('--yz-zoom', String(zoom));
  // A zoomed root still lays out at the window width; widen it so the zoomed page fills the window again — the
  // window's width, not the floored one: below 1280 px the zoom stops shrinking and the page lays out narrower (down
  // to 1371 CSS px at 1024 px) instead of reaching past the window's edge (issue 35, ADR 054).
  root.style.width = zoom === 1 ? '' : `${width / zoom}px`;
}

/** The rules of spec §9, from the shared constants. */
export const scaleRules: ScaleRules = {
  breakpoint: MOBILE_BREAKPOINT_PX,
  minWidth: DESKTOP_MIN_WIDTH_PX,
  fullZoomAbove: DESKTOP_FULL_ZOOM_ABOVE_PX,
  designWidth: MOBILE_DESIGN_WIDTH_PX,
};

/** The inline head script: scales the page before the first paint. */
export const viewportScaleScript = `(${applyViewportScale.toString()})(${JSON.stringify(scaleRules)})`;
