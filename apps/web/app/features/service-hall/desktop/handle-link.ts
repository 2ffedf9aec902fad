import { SELF_BUILT_PC_URL, TERMINAL_TYPE, type App } from '@yizhan/contracts';
import { isHttpUrl } from '../lib/handle-service';

type HandleFields = Pick<App, 'appId' | 'guideStatus' | 'resource' | 'openType' | 'pcUrl' | 'mobileUrl'>;

/**
 * The /to-handle-service link of a service on the desktop site (spec §2): every parameter URL-encoded, so a pcUrl
 * with its own query or Chinese placeholder text survives the trip.
 */
export function toHandleServiceHref(app: HandleFields): string {
  const params: [string, string | number][] = [
    ['appId', app.appId],
    ['terminalType', TERMINAL_TYPE.desktop],
    ['guideStatus', app.guideStatus],
    ['resource', app.resource],
    ['openType', app.openType],
    ['pcUrl', app.pcUrl],
    ['mobileUrl', app.mobileUrl],
  ];
  return `/to-handle-service?${params.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/** Whether the desktop handling of a service leaves the portal for a real web address. */
export function handlesOnline(app: Pick<App, 'resource' | 'pcUrl'>): boolean {
  return app.resource === 1 && app.pcUrl !== SELF_BUILT_PC_URL && isHttpUrl(app.pcUrl);
}

/** Link attributes for the handling link: an online system with openType 1 opens in a new window. */
export function handleTarget(app: Pick<App, 'resource' | 'pcUrl' | 'openType'>) {
  return handlesOnline(app) && app.openType === 1 ? { target: '_blank', rel: 'noopener noreferrer' } : {};
}

/** Where a card leads: a service to its guide, a business system through /to-handle-service into the system. */
export function cardHref(app: App): string {
  return app.attributeType === 2 ? toHandleServiceHref(app) : `/service-hall/details/${encodeURIComponent(app.appId)}`;
}
