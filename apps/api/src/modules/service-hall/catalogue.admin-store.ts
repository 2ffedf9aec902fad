import { and, asc, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import {
  ATTRIBUTE_TYPE,
  CATALOGUE_KIND_NAMES,
  CODE,
  type CatalogueEntry,
  type CatalogueKind,
  type CatalogueSave,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { versionOf } from '../../lib/versions';
import type { Tx } from './service-hall.admin-store';
import { appLabelLinks, appLabels, apps, appTypes, departments } from './service-hall.table';

// The catalogue's lists as the console edits them (ADR 082): service types, business-system types, departments and
// labels share the columns id, fid, name, sort and hidden. The sites read the same rows; the tables' triggers
// announce each change, so both sites' filters follow within a second (ADR 018).

type Reader = Db | Tx;

/** The columns every catalogue list has (appTypes adds its attributeType and icon). */
type Shared = typeof appLabels;

const TYPE_OF: Partial<Record<CatalogueKind, number>> = {
  serviceType: ATTRIBUTE_TYPE.service,
  systemType: ATTRIBUTE_TYPE.businessSystem,
};

const tableOf = (kind: CatalogueKind): Shared =>
  (kind === 'department' ? departments : kind === 'label' ? appLabels : appTypes) as unknown as Shared;

/** The unit's entries of a kind (a type list is also its attributeType's). */
function ofKind(kind: CatalogueKind, fid: number): SQL {
  const table = tableOf(kind);
  const attributeType = TYPE_OF[kind];
  return and(eq(table.fid, fid), attributeType === undefined ? undefined : eq(appTypes.attributeType, attributeType))!;
}

/**
 * How many services and business systems refer to an entry: a department or type is their column (deleting it would
 * delete them: the foreign keys cascade), a label its links. Each count is one index range.
 */
function usesOf(kind: CatalogueKind, fid: number): SQL<number> {
  const table = tableOf(kind);
  if (kind === 'label') {
    return sql<number>`(select count(*) from ${appLabelLinks} where ${appLabelLinks.labelId} = ${table.id})::int`;
  }
  const column = kind === 'department' ? apps.deptId : apps.typeId;
  return sql<number>`(select count(*) from ${apps} where ${apps.fid} = ${fid} and ${column} = ${table.id})::int`;
}

function toEntry(row: { id: number; name: string; sort: number; hidden: boolean; inUse: number }): CatalogueEntry {
  const shown = { name: row.name, sort: row.sort, hidden: row.hidden };
  return { id: row.id, ...shown, inUse: row.inUse, version: versionOf(shown) };
}

const selectEntries = (db: Reader, kind: CatalogueKind, fid: number) => {
  const table = tableOf(kind);
  return db
    .select({ id: table.id, name: table.name, sort: table.sort, hidden: table.hidden, inUse: usesOf(kind, fid) })
    .from(table);
};

/** A page of a kind's entries in display order (sort, id), with how much each is used. */
export async function pageEntries(db: Db, fid: number, kind: CatalogueKind, page: number, pageSize: number) {
  const table = tableOf(kind);
  const where = ofKind(kind, fid);
  const [rows, [total]] = await Promise.all([
    selectEntries(db, kind, fid)
      .where(where)
      .orderBy(asc(table.sort), asc(table.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { list: rows.map(toEntry), total: total?.total ?? 0 };
}

const notFound = (kind: CatalogueKind) =>
  new BusinessError(CODE.notFound, `该${CATALOGUE_KIND_NAMES[kind]}不存在，可能已被删除`, 404);

/** An entry of the unit, its row locked until the transaction ends (two saves of it run one after the other). */
export async function lockEntry(tx: Tx, fid: number, kind: CatalogueKind, id: number): Promise<CatalogueEntry> {
  const table = tableOf(kind);
  const [row] = await selectEntries(tx, kind, fid)
    .where(and(ofKind(kind, fid), eq(table.id, id)))
    .for('update', { of: table });
  if (!row) throw notFound(kind);
  return toEntry(row);
}

/** Refuses (400) a name another entry of the same list has: the hall's filters would show it twice. */
async function assertOwnName(tx: Tx, fid: number, kind: CatalogueKind, name: string, id: number | undefined) {
  const table = tableOf(kind);
  const [twin] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(ofKind(kind, fid), eq(table.name, name), id === undefined ? undefined : ne(table.id, id)))
    .limit(1);
  if (twin) throw new BusinessError(CODE.badRequest, `已有同名的${CATALOGUE_KIND_NAMES[kind]}，请换一个名称`, 400);
}

/** Adds an entry (no id) or renames, re-sorts, hides or shows one; gives back its id. */
export async function writeEntry(tx: Tx, fid: number, save: CatalogueSave): Promise<number> {
  const { kind, id, name, sort, hidden } = save;
  await assertOwnName(tx, fid, kind, name, id);
  const values = { name, sort, hidden };
  if (id !== undefined) {
    await tx
      .update(tableOf(kind))
      .set(values)
      .where(eq(tableOf(kind).id, id));
    return id;
  }
  const attributeType = TYPE_OF[kind];
  const [created] =
    attributeType === undefined
      ? await tx
          .insert(tableOf(kind))
          .values({ fid, ...values })
          .returning({ id: tableOf(kind).id })
      : await tx
          .insert(appTypes)
          .values({ fid, attributeType, ...values })
          .returning({ id: appTypes.id });
  return created!.id;
}

/** Deletes an entry nothing refers to; one in use is refused in words that say how many use it. */
export async function deleteEntry(tx: Tx, kind: CatalogueKind, entry: CatalogueEntry) {
  if (entry.inUse > 0) {
    const users = kind === 'label' ? '服务事项带有该标签' : `服务事项或业务系统属于该${CATALOGUE_KIND_NAMES[kind]}`;
    const instead = kind === 'label' ? '请先去掉它们的这个标签，或把它隐藏' : '请先把它们改到别处，或把它隐藏';
    throw new BusinessError(CODE.badRequest, `仍有 ${entry.inUse} 个${users}，不能删除；${instead}`, 400);
  }
  await tx.delete(tableOf(kind)).where(eq(tableOf(kind).id, entry.id));
}
