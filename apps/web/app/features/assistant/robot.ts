import type { Intelligence } from '@yizhan/contracts';
import { BuiltinAssistant } from './builtin/builtin-assistant';
import { notStartedMessage, planRobot, type RobotSite } from './lib/start-rules';
import { startSdkRobot } from './sdk/sdk-robot';

/** Whether the page is shown inside a frame (a frame of another origin cannot even be asked: framed too). */
function isFramed(): boolean {
  try {
    return window.self !== window.top;
  } catch {
    return true;
  }
}

/**
 * Starts the robot a layout asks for, loaded on demand after hydration (ADR 027): the start rules decide; the
 * built-in assistant is handed to the layout to render (`show`), a third-party SDK is loaded from its address.
 * When it does not start, the console says why. Returns the destroy step.
 */
export function startRobot(
  site: RobotSite,
  config: Intelligence,
  show: (assistant: typeof BuiltinAssistant) => void,
): () => void {
  const plan = planRobot(site, config, { framed: isFramed() });
  if (!plan.start) {
    console.info(notStartedMessage(site, plan.reason));
    return () => {};
  }
  if (plan.provider === 'sdk') return startSdkRobot(site, plan);
  show(BuiltinAssistant);
  return () => {};
}
