import type { ScheduleItemBody } from '@yizhan/contracts';
import { lazyBrowserApi } from '../../../shared/api-client/lazy-browser-api';

/** A new subscription address (the old one stops working); shown once. */
export const resetFeed = () => lazyBrowserApi((api) => api.scheduleApi.resetFeed, { body: {} });

/** Stops the subscription. */
export const revokeFeed = () => lazyBrowserApi((api) => api.scheduleApi.revokeFeed, { body: {} });

/** Adds or changes one of the user's own items; the request client toasts a failure. */
export const saveItem = (body: ScheduleItemBody) => lazyBrowserApi((api) => api.scheduleApi.saveItem, { body });

/** Deletes one of the user's own items. */
export const deleteItem = (id: number) => lazyBrowserApi((api) => api.scheduleApi.deleteItem, { body: { id } });
