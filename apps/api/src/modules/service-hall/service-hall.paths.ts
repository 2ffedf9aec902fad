import { ATTRIBUTE_TYPE } from '@yizhan/contracts';

/**
 * Where a link to an app leads on the desktop site: a service to its guide; a business system, which has no guide,
 * straight in through /to-handle-service (spec §2), as its card in the hall does. The phone maps both to its own
 * pages (mobileLinkOf).
 */
export const appEntryPath = (app: { id: number; attributeType: number }): string =>
  app.attributeType === ATTRIBUTE_TYPE.businessSystem
    ? `/to-handle-service?appId=${app.id}&terminalType=1`
    : `/service-hall/details/${app.id}`;

/** A service's guide on the phone site, where 立即办理 opens what only a phone client can (issue 35 item 4). */
export const mobileGuidePath = (appId: number): string => `/mobile/service-guide/${appId}`;
