import { and, asc, eq, inArray, like, sql, type SQL } from 'drizzle-orm';
import {
  ATTRIBUTE_TYPE,
  AUDIENCES,
  OFFLINE_MOBILE_URL,
  formatSecond,
  userTypeSchema,
  type AdminService,
  type AdminServiceFilter,
  type AdminServiceRow,
  type ServiceFields,
  type ServiceGuide,
  type ServiceHandling,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { versionOf } from '../../lib/versions';
import {
  appGuides,
  appLabelLinks,
  apps,
  appTypes,
  departments,
  type AppGuideRow,
  type AppRow,
} from './service-hall.table';

// A service as the console reads and writes it (ADR 071): the app row, its labels and its guide as one item with
// one version. The sites read the same rows; their caches and the search index follow by the tables' triggers.

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

const isHttp = (url: string) => /^https?:\/\//.test(url);

/** How a stored app is handled: a counter-only app is offline; one tied to a business system is handled there. */
export const handlingOf = (row: Pick<AppRow, 'resource' | 'systemId'>): ServiceHandling =>
  row.resource === 0 ? 'offline' : row.systemId !== null ? 'system' : 'online';

const knownUserTypes = new Set<string>(userTypeSchema.options);
const knownAudiences = new Set<string>(AUDIENCES);

function guideOf(row: AppGuideRow): ServiceGuide {
  return {
    matterName: row.itemName,
    matterType: row.itemType,
    implAgency: row.implAgency,
    coAgencies: row.coAgencies,
    audienceText: row.audienceText,
    handleMode: row.handleMode,
    acceptCondition: row.acceptCondition,
    setBasis: row.setBasis,
    materials: row.materials.map((material) => ({ ...material })),
    steps: row.workflow,
    legalEndTime: row.legalEndTime,
    promiseEndTime: row.promiseEndTime,
    chargeStandard: row.chargeStandard,
    chargeBasis: row.chargeBasis,
    handlePlace: row.handlePlace,
    handleTime: row.handleTime,
    askPhone: row.askPhone,
    supervisePhone: row.supervisePhone,
    faq: row.faq.map(({ question, answer }) => ({ question, answer })),
  };
}

/** The fields the console shows of a stored app: the placeholders of spec §2 ('自建应用', '线下办理') read as empty. */
export function fieldsOf(row: AppRow, labelIds: number[], guide: AppGuideRow | undefined): ServiceFields {
  const handling = handlingOf(row);
  const online = handling === 'online';
  return {
    name: row.name,
    summary: row.summary,
    icon: row.icon,
    typeId: row.typeId,
    deptId: row.deptId,
    audiences: row.audiences.filter((value) => knownAudiences.has(value)) as ServiceFields['audiences'],
    labelIds,
    handling,
    pcUrl: online && isHttp(row.pcUrl) ? row.pcUrl : '',
    mobileUrl: online && isHttp(row.mobileUrl) ? row.mobileUrl : '',
    systemId: handling === 'system' ? row.systemId : null,
    openType: row.openType === 0 || row.openType === 9 ? row.openType : 1,
    guideFirst: row.guideStatus === 1,
    visitorVisible: row.visitorVisible,
    roles: row.roles.filter((value) => knownUserTypes.has(value) && value !== 'GUEST') as ServiceFields['roles'],
    recommended: row.recommended,
    sort: row.sort,
    listed: row.listed,
    guide: guide ? guideOf(guide) : null,
  };
}

/** Services of the unit by id, each with its stored row and the fields the console shows (one query per table). */
export async function readServices(db: Reader, fid: number, ids: number[], lock = false) {
  const found = new Map<number, { row: AppRow; service: AdminService }>();
  if (ids.length === 0) return found;
  const query = db
    .select()
    .from(apps)
    .where(and(eq(apps.fid, fid), inArray(apps.id, ids), eq(apps.attributeType, ATTRIBUTE_TYPE.service)))
    .orderBy(asc(apps.id));
  // A save locks the app rows first, so two saves of one service run one after the other (ADR 069).
  const rows = await (lock ? query.for('update') : query);
  if (rows.length === 0) return found;
  const present = rows.map((row) => row.id);
  const [links, guides] = await Promise.all([
    db.select().from(appLabelLinks).where(inArray(appLabelLinks.appId, present)).orderBy(asc(appLabelLinks.labelId)),
    db.select().from(appGuides).where(inArray(appGuides.appId, present)),
  ]);
  for (const row of rows) {
    const labelIds = links.filter((link) => link.appId === row.id).map((link) => link.labelId);
    const fields = fieldsOf(
      row,
      labelIds,
      guides.find((guide) => guide.appId === row.id),
    );
    found.set(row.id, { row, service: { id: row.id, ...fields, version: versionOf(fields) } });
  }
  return found;
}

/** One service of the unit (see readServices), or undefined. */
export async function readService(db: Reader, fid: number, id: number, lock = false) {
  return (await readServices(db, fid, [id], lock)).get(id);
}

/** The addresses a business system of the unit opens, for a service handled there (copied at each save). */
async function systemAddresses(tx: Tx, fid: number, systemId: number) {
  const [system] = await tx
    .select({ pcUrl: apps.pcUrl, mobileUrl: apps.mobileUrl })
    .from(apps)
    .where(and(eq(apps.fid, fid), eq(apps.id, systemId), eq(apps.attributeType, ATTRIBUTE_TYPE.businessSystem)));
  return system;
}

/** The app columns of the fields (handling written as spec §2's resource, addresses and placeholders). */
async function appValues(tx: Tx, fid: number, fields: ServiceFields) {
  const links =
    fields.handling === 'offline'
      ? { resource: 0, pcUrl: '', mobileUrl: OFFLINE_MOBILE_URL, systemId: null }
      : fields.handling === 'system' && fields.systemId !== null
        ? { resource: 1, ...(await systemAddresses(tx, fid, fields.systemId))!, systemId: fields.systemId }
        : { resource: 1, pcUrl: fields.pcUrl, mobileUrl: fields.mobileUrl, systemId: null };
  return {
    ...links,
    name: fields.name,
    summary: fields.summary,
    icon: fields.icon,
    typeId: fields.typeId,
    deptId: fields.deptId,
    audiences: fields.audiences,
    openType: fields.openType,
    guideStatus: fields.guideFirst ? 1 : 0,
    visitorVisible: fields.visitorVisible,
    roles: fields.roles,
    recommended: fields.recommended,
    sort: fields.sort,
    listed: fields.listed,
    updatedAt: new Date(),
  };
}

function guideValues(guide: ServiceGuide) {
  return {
    itemName: guide.matterName,
    itemType: guide.matterType,
    implAgency: guide.implAgency,
    coAgencies: guide.coAgencies,
    audienceText: guide.audienceText,
    handleMode: guide.handleMode,
    acceptCondition: guide.acceptCondition,
    setBasis: guide.setBasis,
    materials: guide.materials,
    workflow: guide.steps,
    legalEndTime: guide.legalEndTime,
    promiseEndTime: guide.promiseEndTime,
    chargeStandard: guide.chargeStandard,
    chargeBasis: guide.chargeBasis,
    handlePlace: guide.handlePlace,
    handleTime: guide.handleTime,
    askPhone: guide.askPhone,
    supervisePhone: guide.supervisePhone,
    faq: guide.faq,
    updatedAt: new Date(),
  };
}

/** Writes a service (a new one when `id` is null) with its labels and guide; gives back its id. */
export async function writeService(tx: Tx, fid: number, id: number | null, fields: ServiceFields): Promise<number> {
  const values = await appValues(tx, fid, fields);
  let appId = id;
  if (appId === null) {
    const [created] = await tx
      .insert(apps)
      .values({ fid, attributeType: ATTRIBUTE_TYPE.service, ...values })
      .returning({ id: apps.id });
    appId = created!.id;
  } else {
    await tx.update(apps).set(values).where(eq(apps.id, appId));
  }
  await tx.delete(appLabelLinks).where(eq(appLabelLinks.appId, appId));
  if (fields.labelIds.length > 0) {
    await tx.insert(appLabelLinks).values(fields.labelIds.map((labelId) => ({ appId: appId!, labelId })));
  }
  if (fields.guide === null) {
    await tx.delete(appGuides).where(eq(appGuides.appId, appId));
  } else {
    const guide = guideValues(fields.guide);
    await tx
      .insert(appGuides)
      .values({ appId, ...guide })
      .onConflictDoUpdate({ target: appGuides.appId, set: guide });
  }
  return appId;
}

/** The console list's condition: the unit's services, the filters, and a 事项管理员's departments. */
export function consoleCondition(fid: number, filter: AdminServiceFilter, scope: 'all' | number[]): SQL {
  const conditions: (SQL | undefined)[] = [eq(apps.fid, fid), eq(apps.attributeType, ATTRIBUTE_TYPE.service)];
  if (scope !== 'all') conditions.push(inArray(apps.deptId, scope.length > 0 ? scope : [0]));
  if (filter.typeId) conditions.push(eq(apps.typeId, filter.typeId));
  if (filter.deptId) conditions.push(eq(apps.deptId, filter.deptId));
  if (filter.listed) conditions.push(eq(apps.listed, filter.listed === 'yes'));
  // The first characters of a name, found through apps_fid_name_pattern_idx (text_pattern_ops).
  if (filter.name) conditions.push(like(apps.name, `${filter.name.replace(/[\\%_]/g, (char) => `\\${char}`)}%`));
  return and(...conditions)!;
}

const rowColumns = {
  id: apps.id,
  name: apps.name,
  deptName: departments.name,
  typeName: appTypes.name,
  resource: apps.resource,
  systemId: apps.systemId,
  listed: apps.listed,
  visitorVisible: apps.visitorVisible,
  hasGuide: sql<boolean>`exists (select 1 from ${appGuides} where ${appGuides.appId} = ${apps.id})`,
  hits: apps.hits,
  updatedAt: apps.updatedAt,
};

/** Rows of the console list, in display order (sort, id), a page at a time or (export) all. */
export const selectRows = (db: Reader, where: SQL) =>
  db
    .select(rowColumns)
    .from(apps)
    .innerJoin(departments, eq(departments.id, apps.deptId))
    .innerJoin(appTypes, eq(appTypes.id, apps.typeId))
    .where(where)
    .orderBy(asc(apps.sort), asc(apps.id));

type RowRecord = Awaited<ReturnType<typeof selectRows>>[number];

export const toRow = ({ resource, systemId, updatedAt, ...row }: RowRecord): AdminServiceRow => ({
  ...row,
  handling: handlingOf({ resource, systemId }),
  updatedAt: formatSecond(updatedAt),
});
