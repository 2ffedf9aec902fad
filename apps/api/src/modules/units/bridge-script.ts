// The unit's mobile bridge script (JS-SDK, spec §4): where it may come from, and what the page's CSP must allow —
// the rule every configured script follows (contracts' script-url.ts, also used for a robot SDK, ADR 027).
import { scriptOrigin, usableScriptUrl } from '@yizhan/contracts';

/** The address a unit's pages may load as their bridge script ('' for none): see usableScriptUrl. */
export const usableBridgeScriptUrl = usableScriptUrl;

/** The origin the page's script-src must add for the unit's bridge script; null when it is on this site or unusable. */
export const bridgeScriptOrigin = scriptOrigin;
