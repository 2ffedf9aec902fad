import type { RobotSite, SdkRobot } from '../lib/start-rules';

/** Announced on `window` just before a third-party robot's script tag is removed, so its SDK can clean up. */
export const ROBOT_DESTROY_EVENT = 'yizhanrobotdestroy';

/**
 * Starts a third-party robot (ADR 027): its SDK script from the configured address, with the config on the tag
 * (`data-robot-code`, `data-robot-access-token`, `data-robot-sdk` = the site) for the SDK to read through
 * `document.currentScript`. The page's CSP allows that address's origin for this unit only (web-host.ts). Returns
 * the destroy step: announce it, then remove the tag. What the script already defined stays (no browser can unload
 * a script); an SDK that must clean up listens for the event.
 */
export function startSdkRobot(site: RobotSite, robot: SdkRobot): () => void {
  const script = document.createElement('script');
  script.src = robot.src;
  script.async = true;
  script.dataset.robotSdk = site;
  script.dataset.robotCode = robot.code;
  script.dataset.robotAccessToken = robot.accessToken;
  document.head.appendChild(script);
  return () => {
    window.dispatchEvent(new CustomEvent(ROBOT_DESTROY_EVENT, { detail: { site } }));
    script.remove();
  };
}
