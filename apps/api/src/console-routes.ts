import type { FastifyInstance } from 'fastify';
import type { Db } from './db/client';
import type { MemoCache } from './lib/memo-cache';
import type { SealKey } from './lib/sealed-text';
import {
  accessAccountRoutes,
  accessDepartmentRoutes,
  accessImportRoutes,
  accessRoutes,
  accessUserRoutes,
  auditExportRoutes,
  secondStepRoutes,
  useAdminScope,
  type SaveContacts,
} from './modules/access';
import { bundleAdminRoutes } from './modules/bundles';
import { calendarAdminRoutes } from './modules/calendar';
import { appointmentAdminRoutes } from './modules/appointments';
import { homeAdminRoutes, homePreviewRoutes, hotWordsAdminRoutes } from './modules/home';
import { noticeAdminRoutes } from './modules/info-center';
import { integrationAdminRoutes } from './modules/integration';
import { navigationAdminRoutes } from './modules/navigation';
import { newsAdminRoutes, newsImageRoutes } from './modules/news';
import { scenarioAdminRoutes } from './modules/scenarios';
import { saveContacts } from './modules/person';
import { ratingAdminRoutes } from './modules/ratings';
import { searchWordsAdminRoutes } from './modules/search';
import {
  businessSystemAdminRoutes,
  catalogueAdminRoutes,
  departmentNames,
  guideFileRoutes,
  listDepartments,
  serviceHallAdminRoutes,
} from './modules/service-hall';
import { bannerPictureRoutes, siteConfigAdminRoutes } from './modules/site-config';
import { ssoAdminRoutes } from './modules/sso';
import { statsAdminRoutes } from './modules/stats';
import { threeListAdminRoutes, threeListSheetRoutes } from './modules/three-list';

/**
 * The admin console (ADR 069), a part of the composition root: its guard in the pipeline, its own calls, and each
 * module's console calls, with what one module hands another (department names, sealed contacts) wired here.
 */
export async function registerConsole(
  app: FastifyInstance,
  { db, cache, personalDataKey }: { db: Db; cache: MemoCache; personalDataKey: SealKey },
) {
  useAdminScope(app, { db });
  await app.register(accessRoutes, { db, departmentNames: (fid, ids) => departmentNames(db, fid, ids) });
  const unitDepartments = (fid: number) => listDepartments(db, fid);
  await app.register(accessUserRoutes, { db, listDepartments: unitDepartments });
  await app.register(accessDepartmentRoutes, { db, listDepartments: unitDepartments });
  await app.register(secondStepRoutes, { db, sealKey: personalDataKey });
  // New accounts' contacts are sealed with the personal-data key, which only the person module holds (ADR 048).
  const saveAccountContacts: SaveContacts = (txDb, contacts) => saveContacts(txDb, personalDataKey, contacts);
  await app.register(accessAccountRoutes, { db, saveContacts: saveAccountContacts, listDepartments: unitDepartments });
  await app.register(accessImportRoutes, { db, saveContacts: saveAccountContacts, listDepartments: unitDepartments });
  await app.register(siteConfigAdminRoutes, { db });
  await app.register(ssoAdminRoutes, { db });
  await app.register(serviceHallAdminRoutes, { db });
  await app.register(catalogueAdminRoutes, { db });
  await app.register(guideFileRoutes, { db });
  await app.register(scenarioAdminRoutes, { db });
  await app.register(navigationAdminRoutes, { db });
  await app.register(businessSystemAdminRoutes, { db });
  await app.register(bundleAdminRoutes, { db });
  await app.register(integrationAdminRoutes, { db });
  await app.register(threeListAdminRoutes, { db });
  await app.register(threeListSheetRoutes, { db });
  await app.register(searchWordsAdminRoutes, { db });
  await app.register(hotWordsAdminRoutes, { db });
  await app.register(auditExportRoutes, { db });
  await app.register(statsAdminRoutes, { db });
  await app.register(newsAdminRoutes, { db, cache });
  await app.register(newsImageRoutes, { db });
  await app.register(noticeAdminRoutes, { db });
  await app.register(homeAdminRoutes, { db });
  // The home page's read of a draft through the console's preview link, and the banner pictures (ADR 081).
  await app.register(homePreviewRoutes, { db });
  await app.register(bannerPictureRoutes, { db });
  await app.register(calendarAdminRoutes, { db, cache });
  await app.register(ratingAdminRoutes, { db, cache });
  await app.register(appointmentAdminRoutes, { db });
}
