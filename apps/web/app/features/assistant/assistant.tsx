import { useEffect, useState, type ComponentType } from 'react';
import type { Bootstrap } from '../../shared/bootstrap/bootstrap';
import { isMobileWidth } from '../../shared/device/device';
import type { BuiltinAssistantProps } from './builtin/builtin-assistant';
import type { RobotSite } from './lib/start-rules';
import { importOnceMore } from '../../shared/retry/import-once-more';

/**
 * The intelligent assistant (robot) of a layout (spec §4, ADR 027). Renders nothing on the server; after hydration
 * it loads the robot's code (start rules, the built-in assistant, the SDK loader), so no page carries it in its
 * first load. Mounted by the desktop frame and by the mobile layout: a layout switch unmounts one robot and starts
 * the other's; a new session (sign-in, sign-out) starts afresh, so nothing of one person's conversation stays for
 * the next; a layout the width rule is about to replace starts none.
 */
export function Assistant({ site, bootstrap }: { site: RobotSite; bootstrap: Bootstrap }) {
  const [Builtin, setBuiltin] = useState<ComponentType<BuiltinAssistantProps> | null>(null);
  // Plain values: a reloaded bootstrap (pull-to-refresh, revalidation) with the same config keeps the robot.
  const config = JSON.stringify(bootstrap.intelligence);
  const { fid, uid, loginTime } = bootstrap.user;
  const session = `${fid}|${uid}|${loginTime}`;

  useEffect(() => {
    if (isMobileWidth(window.innerWidth) !== (site === 'mobile')) return;
    let active = true;
    let destroy = () => {};
    void importOnceMore(() => import('./robot')).then(({ startRobot }) => {
      if (!active) return;
      destroy = startRobot(site, JSON.parse(config) as Bootstrap['intelligence'], (assistant) =>
        setBuiltin(() => assistant),
      );
    });
    return () => {
      active = false;
      destroy();
      setBuiltin(null);
    };
  }, [site, config, session]);

  return Builtin ? <Builtin site={site} /> : null;
}
