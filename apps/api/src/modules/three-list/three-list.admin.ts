import type { FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { adminThreeListsApi, CODE, type AdminThreeListItem, type AdminThreeListType } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { consoleAuditor, serveAdmin } from '../access';
import { listFields, pageItems, searchTextOf, type ThreeListFieldRow } from './three-list.repository';
import { TYPE_NOT_FOUND } from './three-list.service';
import { threeListItems, threeListTypes } from './three-list.table';

const ITEM_NOT_FOUND = '清单条目不存在';

type ItemRow = { id: number; typeId: number; cells: Record<string, unknown>; sort: number };

/** An entry as the console edits it, with the version a save must start from (ADR 069). */
function toItem(row: ItemRow): AdminThreeListItem {
  const cells = Object.fromEntries(Object.entries(row.cells ?? {}).map(([key, value]) => [key, String(value ?? '')]));
  const content = { typeId: row.typeId, cells, sort: row.sort };
  return { id: row.id, ...content, version: versionOf(content) };
}

/** A unit's list types with their fields, in order. */
async function typesOf(db: Db, fid: number): Promise<AdminThreeListType[]> {
  const [types, fields] = await Promise.all([
    db
      .select({ typeId: threeListTypes.id, name: threeListTypes.name })
      .from(threeListTypes)
      .where(eq(threeListTypes.fid, fid))
      .orderBy(asc(threeListTypes.sort), asc(threeListTypes.id)),
    listFields(db, fid, undefined),
  ]);
  return types.map((type) => ({
    ...type,
    fields: fields
      .filter((field) => field.typeId === type.typeId)
      .map((field) => ({ fieldKey: field.fieldKey, name: field.name, headline: field.headline })),
  }));
}

/** The fields of one of the unit's types; another unit's type is not found. */
async function fieldsOf(db: Pick<Db, 'select'>, fid: number, typeId: number): Promise<ThreeListFieldRow[]> {
  const fields = await listFields(db, fid, typeId);
  if (fields.length === 0) throw new BusinessError(CODE.notFound, TYPE_NOT_FOUND, 404);
  return fields;
}

/**
 * The cells to store: every field of the type in its order ('' for one left out), a key the type lacks refused, and
 * the headline (a phone's card title and the search's title) required.
 */
function cellsFor(fields: ThreeListFieldRow[], given: Record<string, string>): Record<string, string> {
  const unknown = Object.keys(given).find((key) => !fields.some((field) => field.fieldKey === key));
  if (unknown) throw new BusinessError(CODE.badRequest, '清单字段不存在', 400);
  const cells = Object.fromEntries(fields.map((field) => [field.fieldKey, given[field.fieldKey] ?? '']));
  const headline = fields.find((field) => field.headline) ?? fields[0]!;
  if (!cells[headline.fieldKey]) throw new BusinessError(CODE.badRequest, `请填写${headline.name}`, 400);
  return cells;
}

/** The unit's entry, locked for a save (or its removal) so two saves run one after the other. */
async function lockedItem(tx: Pick<Db, 'select'>, fid: number, id: number): Promise<AdminThreeListItem> {
  const [row] = await tx
    .select({
      id: threeListItems.id,
      typeId: threeListItems.typeId,
      cells: threeListItems.cells,
      sort: threeListItems.sort,
    })
    .from(threeListItems)
    .where(and(eq(threeListItems.fid, fid), eq(threeListItems.id, id)))
    .for('update');
  if (!row) throw new BusinessError(CODE.notFound, ITEM_NOT_FOUND, 404);
  return toItem(row);
}

/** The entry's headline, for the audit's target: what a person recognises it by. */
const targetOf = (fields: ThreeListFieldRow[], item: { id: number; cells: Record<string, string> }) => {
  const headline = fields.find((field) => field.headline) ?? fields[0];
  return `清单条目「${(headline && item.cells[headline.fieldKey]) || item.id}」（${item.id} 号）`;
};

/**
 * 三张清单 of the console (issue 37 item 8, ADR 075). The item tables announce their changes (migration 0014) and
 * queue the search's re-indexing (0021): both sites and the search show an edit without more from here.
 */
export function threeListAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = consoleAuditor(db);
  const content = (item: AdminThreeListItem | null) => (item ? { cells: item.cells, sort: item.sort } : null);

  serveAdmin(app, adminThreeListsApi.types, ({ scope }) => typesOf(db, scope.unit.fid));

  serveAdmin(app, adminThreeListsApi.items, async ({ query, scope }) => {
    const fid = scope.unit.fid;
    const typeId = Number(query.typeId);
    await fieldsOf(db, fid, typeId);
    const { rows, total } = await pageItems(db, fid, typeId, query.keyword || undefined, query.page, query.pageSize);
    return { list: rows.map(toItem), total };
  });

  serveAdmin(app, adminThreeListsApi.createItem, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const fields = await fieldsOf(db, fid, body.typeId);
    const cells = cellsFor(fields, body.cells);
    const [row] = await db
      .insert(threeListItems)
      .values({ fid, typeId: body.typeId, cells, searchText: searchTextOf(cells), sort: body.sort })
      .returning();
    const item = toItem(row!);
    await audit(request, scope, 'threeList.create', targetOf(fields, item), null, content(item));
    return item;
  });

  serveAdmin(app, adminThreeListsApi.saveItem, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { before, after, fields } = await db.transaction(async (tx) => {
      const current = await lockedItem(tx, fid, body.id);
      assertCurrentVersion(body.version, current);
      const fields = await fieldsOf(tx, fid, current.typeId);
      const cells = cellsFor(fields, body.cells);
      const [row] = await tx
        .update(threeListItems)
        .set({ cells, searchText: searchTextOf(cells), sort: body.sort })
        .where(eq(threeListItems.id, body.id))
        .returning();
      return { before: current, after: toItem(row!), fields };
    });
    await audit(request, scope, 'threeList.save', targetOf(fields, after), content(before), content(after));
    return after;
  });

  serveAdmin(app, adminThreeListsApi.removeItem, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { before, fields } = await db.transaction(async (tx) => {
      const current = await lockedItem(tx, fid, body.id);
      assertCurrentVersion(body.version, current);
      await tx.delete(threeListItems).where(eq(threeListItems.id, body.id));
      return { before: current, fields: await listFields(tx, fid, current.typeId) };
    });
    await audit(request, scope, 'threeList.remove', targetOf(fields, before), content(before), null);
    return { removed: true };
  });
}
