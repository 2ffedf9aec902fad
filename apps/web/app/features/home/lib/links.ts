import { ATTRIBUTE_TYPE, TERMINAL_TYPE, type App } from '@yizhan/contracts';

/**
 * Where a home card of an app leads: a service to its guide (the desktop detail page, the phone's service guide), a
 * business system — which has no guide — straight in through /to-handle-service, as its card in the hall does.
 */
export function appHref(app: Pick<App, 'appId' | 'attributeType'>, mobile: boolean): string {
  const appId = encodeURIComponent(app.appId);
  if (app.attributeType === ATTRIBUTE_TYPE.businessSystem) {
    return `/to-handle-service?appId=${appId}&terminalType=${mobile ? TERMINAL_TYPE.mobile : TERMINAL_TYPE.desktop}`;
  }
  return mobile ? `/mobile/service-guide/${appId}` : `/service-hall/details/${appId}`;
}
