import type { ApiRequest } from '../../lib/api-request';
import {
  type App,
  type AppGuide,
  asFlag,
  audienceSchema,
  CODE,
  formatSecond,
  INT4_MAX,
  MESSAGES,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { viewerOf, type Viewer } from '../../lib/viewer';
import { collectedAmong, findApp, labelsOf, type AppListRow } from './service-hall.repository';
import type { AppGuideRow } from './service-hall.table';

export const APP_NOT_FOUND = '服务不存在';
export const GUIDE_NOT_FOUND = '该服务暂无办事指南';
/** Recent uses kept on screen (最近使用). */
export const RECENT_LIMIT = 20;

/** Whether the viewer sees an app: the rule of visibleTo, for one row already loaded. */
export function canSeeApp(row: Pick<AppListRow, 'visitorVisible' | 'roles' | 'listed'>, viewer: Viewer): boolean {
  if (!row.listed) return false;
  if (viewer.userType === null) return row.visitorVisible;
  return row.roles.length === 0 || row.roles.includes(viewer.userType);
}

/**
 * The app `appId` of the request's unit if the viewer may see it. Another unit's id, or an app hidden from a
 * signed-in user by role, is "not found"; an app hidden from a guest asks them to sign in (401, spec §8).
 */
export async function findVisibleApp(db: Db, request: ApiRequest, appId: string): Promise<AppListRow> {
  const id = Number(appId);
  const [row] = id > 0 && id <= INT4_MAX ? await findApp(db, request.unit.fid, id) : [];
  return visibleOrThrow(row, viewerOf(request.session));
}

/** The row if the viewer may see it, else the failure findVisibleApp describes. */
export function visibleOrThrow<R extends Pick<AppListRow, 'visitorVisible' | 'roles' | 'listed'>>(
  row: R | undefined,
  viewer: Viewer,
): R {
  if (!row) throw new BusinessError(CODE.notFound, APP_NOT_FOUND, 404);
  if (canSeeApp(row, viewer)) return row;
  if (viewer.userType === null) throw new BusinessError(CODE.unauthorized, MESSAGES.sessionExpired);
  throw new BusinessError(CODE.notFound, APP_NOT_FOUND, 404);
}

/** App rows to their wire records, with labels and the viewer's collected mark, in the given order. */
export async function toApps(db: Db, rows: AppListRow[], viewer: Viewer): Promise<App[]> {
  const ids = rows.map((row) => row.id);
  const [labels, collected] = await Promise.all([
    labelsOf(db, ids),
    viewer.uid === null ? Promise.resolve(new Set<number>()) : collectedAmong(db, viewer.uid, ids),
  ]);
  return rows.map((row) => ({
    appId: String(row.id),
    name: row.name,
    icon: row.icon,
    summary: row.summary,
    pcUrl: row.pcUrl,
    mobileUrl: row.mobileUrl,
    deptId: row.deptId,
    deptName: row.deptName,
    typeId: row.typeId,
    typeName: row.typeName,
    attributeType: row.attributeType === 2 ? 2 : 1,
    resource: asFlag(row.resource),
    openType: row.openType,
    guideStatus: asFlag(row.guideStatus),
    audiences: row.audiences.filter((value) => audienceSchema.safeParse(value).success) as App['audiences'],
    labels: labels.get(row.id) ?? [],
    hits: row.hits,
    collected: collected.has(row.id),
  }));
}

/** Records shared by every viewer of a user type, marked with what this viewer collected (never mutated). */
export async function withCollected(db: Db, list: App[], viewer: Viewer): Promise<App[]> {
  if (viewer.uid === null || list.length === 0) return list;
  const collected = await collectedAmong(
    db,
    viewer.uid,
    list.map((app) => Number(app.appId)),
  );
  return list.map((app) => ({ ...app, collected: collected.has(Number(app.appId)) }));
}

/** A guide row and its app record to the wire guide. */
export function toGuide(guide: AppGuideRow, app: App): AppGuide {
  return {
    app,
    itemName: guide.itemName,
    itemType: guide.itemType,
    implAgency: guide.implAgency,
    coAgencies: guide.coAgencies,
    audienceText: guide.audienceText,
    handleMode: guide.handleMode,
    acceptCondition: guide.acceptCondition,
    setBasis: guide.setBasis,
    materials: guide.materials,
    workflowDescription: guide.workflow,
    legalEndTime: guide.legalEndTime,
    promiseEndTime: guide.promiseEndTime,
    chargeStandard: guide.chargeStandard,
    chargeBasis: guide.chargeBasis,
    handlePlace: guide.handlePlace,
    handleTime: guide.handleTime,
    askPhone: guide.askPhone,
    supervisePhone: guide.supervisePhone,
    faq: guide.faq,
    updatedAt: formatSecond(guide.updatedAt),
  };
}

/** Recent uses (newest first) grouped by their Asia/Shanghai date, newest date first. */
export function groupByDate<T>(items: { usedAt: Date; app: T }[]): { date: string; list: T[] }[] {
  const groups: { date: string; list: T[] }[] = [];
  for (const { usedAt, app } of items) {
    const date = formatSecond(usedAt).slice(0, 10);
    const last = groups.at(-1);
    if (last?.date === date) last.list.push(app);
    else groups.push({ date, list: [app] });
  }
  return groups;
}
