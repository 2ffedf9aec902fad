import { and, eq, inArray } from 'drizzle-orm';
import { joinText, keepBody, type SearchSource, type SourceRecord } from '@yizhan/search';
import type { Db } from '../../db/client';
import { appGuides, appLabelLinks, appLabels, apps, departments } from './service-hall.table';

// The service hall's records in the search (ADR 036, ADR 060): services and business systems, each with its
// department, labels and guide; found by the roles and guests its app allows, ranked by its clicks.

/** The /to-handle-service link of an app (spec §2), as the service hall's pages build it (handleServiceHref). */
function handleLink(app: typeof apps.$inferSelect, terminalType: 1 | 2): string {
  const query = new URLSearchParams({
    appId: String(app.id),
    terminalType: String(terminalType),
    guideStatus: String(app.guideStatus),
    resource: String(app.resource),
    openType: String(app.openType),
    pcUrl: app.pcUrl,
    mobileUrl: app.mobileUrl,
  });
  return `/to-handle-service?${query.toString()}`;
}

/** Services and business systems with their department, labels and guide (one of each app). */
async function appRecords(db: Db, ids: number[]): Promise<SourceRecord[]> {
  const rows = await db
    .select({ app: apps, deptName: departments.name, guide: appGuides })
    .from(apps)
    .innerJoin(departments, eq(departments.id, apps.deptId))
    .leftJoin(appGuides, eq(appGuides.appId, apps.id))
    // An app taken off the shelves (下架) is left out, so its entry is deleted until it is listed again.
    .where(and(inArray(apps.id, ids), eq(apps.listed, true)));
  const labels = rows.length
    ? await db
        .select({ appId: appLabelLinks.appId, name: appLabels.name })
        .from(appLabelLinks)
        .innerJoin(appLabels, eq(appLabels.id, appLabelLinks.labelId))
        .where(inArray(appLabelLinks.appId, ids))
    : [];
  return rows.map(({ app, deptName, guide }) => {
    const service = app.attributeType !== 2;
    // Read as a snippet too: the guide's 事项名称 only when it says more than the title (the service's own name again
    // read as noise). The labels (掌上办, 高频…) stay near the start, inside the part whose words are indexed.
    const body = joinText([
      app.summary,
      labels
        .filter((label) => label.appId === app.id)
        .map((label) => label.name)
        .join(' '),
      guide?.itemName === app.name ? undefined : guide?.itemName,
      guide?.implAgency,
      guide?.coAgencies.join(' '),
      guide?.audienceText,
      guide?.acceptCondition,
      guide?.materials.map((material) => material.name).join('、'),
      guide?.workflow.join(' '),
      guide?.handlePlace,
      guide?.handleTime,
      guide?.chargeStandard,
      guide?.faq.map((item) => `${item.question} ${item.answer}`).join(' '),
      guide?.setBasis,
    ]);
    return {
      fid: app.fid,
      kind: service ? 'service' : 'system',
      sourceId: app.id,
      ownerUid: null,
      title: app.name,
      body: keepBody(body),
      source: deptName,
      url: service ? `/service-hall/details/${app.id}` : handleLink(app, 1),
      mobileUrl: service ? `/mobile/service-guide/${app.id}` : handleLink(app, 2),
      visitorVisible: app.visitorVisible,
      roles: app.roles,
      popularity: app.hits,
      date: guide?.updatedAt ?? app.updatedAt,
    } satisfies SourceRecord;
  });
}

/** The names a unit's segmenter should know as words: its services' and departments' names. */
async function unitWords(db: Db, fid: number): Promise<string[]> {
  const [appNames, deptNames] = await Promise.all([
    db.select({ name: apps.name }).from(apps).where(eq(apps.fid, fid)),
    db.select({ name: departments.name }).from(departments).where(eq(departments.fid, fid)),
  ]);
  return [...appNames, ...deptNames].map((row) => row.name);
}

/** Services and business systems: one app each, queued as 'app' (an app may move between the two kinds). */
export const serviceHallSearchSource: SearchSource = {
  queueKind: 'app',
  kinds: [
    { kind: 'service', page: '/service-hall' },
    { kind: 'system', page: '/business-system' },
  ],
  load: appRecords,
  records: { table: apps, id: apps.id, fid: apps.fid },
  popularity: apps.hits,
  unitWords,
  titlesAreWords: true,
};
