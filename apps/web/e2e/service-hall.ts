import type { Page } from '@playwright/test';

// Shared steps of the service-hall tests: demo services that exercise each /to-handle-service case (seeded in
// apps/api/src/seed/service-hall), and a stand-in for the outside systems they lead to.

/** 在读证明开具: online, openType 1, desktop and mobile URLs. */
export const ONLINE = { appId: '1', name: '在读证明开具' };
/** 毕业证明书补办: online, openType 0 (not for the phone), both URLs. */
export const ONLINE_DESKTOP_FIRST = { appId: '4', name: '毕业证明书补办' };
/** 课程免修申请: handled at the counter only (resource 0). */
export const OFFLINE = { appId: '7', name: '课程免修申请' };
/** 休学申请: a self-built desktop app (pcUrl 自建应用) with no mobile URL. */
export const SELF_BUILT = { appId: '9', name: '休学申请' };

/**
 * Where 示范大学's services lead: the dev IdP's demo business system (ADR 042), which the Playwright config starts
 * on port 3211 and the seed points the services at.
 */
export const CAMPUS_SYSTEM = /^http:\/\/localhost:\d+\/business\/campus\//;

/**
 * Answers every request to 示范大学's business systems (in every tab of the page's context) with a plain page, so
 * following a link can be observed without their sign-in (the demo business system itself is tested in
 * demo-business.*.spec.ts).
 */
export async function standInForOutsideSystems(page: Page) {
  await page
    .context()
    .route(CAMPUS_SYSTEM, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>业务系统</title><h1>业务系统</h1>' }),
    );
}
