import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { adminThreeListSheetsApi, CODE, userText } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { checkRows, noteRepeats, RowProblems } from '../../lib/sheet-rows';
import { readSheet, SPREADSHEET_BODY_LIMIT, writeSheet, type SheetColumn } from '../../lib/spreadsheet';
import { consoleAuditor, serveAdmin } from '../access';
import { listFields, searchTextOf, type ThreeListFieldRow } from './three-list.repository';
import { TYPE_NOT_FOUND } from './three-list.service';
import { threeListItems, threeListTypes } from './three-list.table';

// Excel import and export of one list type's entries (issue 37 item 8, ADR 070): its columns are the type's fields,
// with the entry's number (an exported entry keeps it, so a file edited and imported again changes those entries)
// and its place in the list. Every row is checked first; any problem refuses the file with its rows named, and a
// good file is written in one transaction.

/** Column keys: the entry's number, its place, and each field as `f.<fieldKey>` (a field may be called `sort`). */
const ID = '#id';
const SORT = '#sort';
const cellKey = (field: ThreeListFieldRow) => `f.${field.fieldKey}`;

/** Rows inserted per statement. */
const INSERT_BATCH = 500;
/** How many entries an import's audit entry shows before and after (the rest are counted). */
const AUDITED_ROWS = 200;

const headlineOf = (fields: ThreeListFieldRow[]) => fields.find((field) => field.headline) ?? fields[0]!;

function columnsOf(fields: ThreeListFieldRow[]): SheetColumn[] {
  const headline = headlineOf(fields);
  return [
    { key: ID, header: '条目编号', text: true, hint: '新增的条目不填；填写导出文件中的编号则修改该条目' },
    ...fields.map((field) => ({
      key: cellKey(field),
      header: field.name,
      text: true,
      required: field === headline,
      hint: field === headline ? '必填：清单中和手机端卡片上的标题，最多 2000 个字' : '可不填，最多 2000 个字',
      width: field === headline ? 30 : 20,
    })),
    { key: SORT, header: '排序', hint: '可不填：0 到 1000000 的整数，越小越靠前；新增的不填为 0，修改的不填则不变' },
  ];
}

/** A row's schema: the headline required, every cell printable text of at most 2000 characters, numbers as digits. */
function rowSchemaOf(fields: ThreeListFieldRow[]) {
  const headline = headlineOf(fields);
  const cell = userText(2000, '不能超过 2000 个字');
  const digits = (max: number, message: string) =>
    z
      .string()
      .regex(/^\d{0,10}$/, message)
      .transform((text) => (text === '' ? null : Number(text)))
      .refine((value) => value === null || value <= max, message);
  return z.object({
    [ID]: digits(2_147_483_647, '应为导出文件中的数字编号'),
    [SORT]: digits(1_000_000, '应为 0 到 1000000 的整数'),
    ...Object.fromEntries(fields.map((field) => [cellKey(field), field === headline ? cell.min(1, '不能为空') : cell])),
  }) as unknown as z.ZodType<{ [ID]: number | null; [SORT]: number | null } & Record<string, string>>;
}

/** The unit's list type and its fields; another unit's type is not found. */
async function typeOf(db: Db, fid: number, typeId: number) {
  const [type] = await db
    .select({ name: threeListTypes.name })
    .from(threeListTypes)
    .where(and(eq(threeListTypes.fid, fid), eq(threeListTypes.id, typeId)));
  const fields = type ? await listFields(db, fid, typeId) : [];
  if (!type || fields.length === 0) throw new BusinessError(CODE.notFound, TYPE_NOT_FOUND, 404);
  return { name: type.name, fields };
}

const itemColumns = {
  id: threeListItems.id,
  cells: threeListItems.cells,
  sort: threeListItems.sort,
};

/** 导入模板, 导出 and 导入 of a list type in the console's 三张清单. */
export function threeListSheetRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = consoleAuditor(db);

  serveAdmin(app, adminThreeListSheetsApi.template, async ({ query, scope }) => {
    const type = await typeOf(db, scope.unit.fid, Number(query.typeId));
    return writeSheet(`${type.name}导入模板.xlsx`, columnsOf(type.fields), [], { hints: true });
  });

  serveAdmin(app, adminThreeListSheetsApi.exportSheet, async ({ query, scope }) => {
    const fid = scope.unit.fid;
    const typeId = Number(query.typeId);
    const type = await typeOf(db, fid, typeId);
    const rows = await db
      .select(itemColumns)
      .from(threeListItems)
      .where(and(eq(threeListItems.fid, fid), eq(threeListItems.typeId, typeId)))
      .orderBy(asc(threeListItems.sort), asc(threeListItems.id));
    const cells = rows.map((row) => ({
      [ID]: String(row.id),
      [SORT]: row.sort,
      ...Object.fromEntries(type.fields.map((field) => [cellKey(field), String(row.cells[field.fieldKey] ?? '')])),
    }));
    return writeSheet(`${type.name}-${scope.unit.name}.xlsx`, columnsOf(type.fields), cells, { hints: true });
  });

  serveAdmin(
    app,
    adminThreeListSheetsApi.importSheet,
    async ({ body, request, scope }) => {
      const fid = scope.unit.fid;
      const type = await typeOf(db, fid, body.typeId);
      const columns = columnsOf(type.fields);
      const problems = new RowProblems();
      const passed = checkRows(await readSheet(body, columns), columns, rowSchemaOf(type.fields), problems);
      const numbered = passed.filter(({ value }) => value[ID] !== null);
      noteRepeats(
        numbered,
        (value) => String(value[ID]),
        (first) => `条目编号：与第 ${first} 行重复`,
        problems,
      );
      const ids = numbered.map(({ value }) => value[ID]!);
      const known = new Set(
        ids.length === 0
          ? []
          : (
              await db
                .select({ id: threeListItems.id })
                .from(threeListItems)
                .where(
                  and(
                    eq(threeListItems.fid, fid),
                    eq(threeListItems.typeId, body.typeId),
                    inArray(threeListItems.id, ids),
                  ),
                )
            ).map((row) => row.id),
      );
      for (const { line, value } of numbered) {
        if (!known.has(value[ID]!)) problems.add(line, `条目编号：「${type.name}」中没有编号为 ${value[ID]} 的条目`);
      }
      problems.refuseIfAny();

      const cellsOf = (value: Record<string, unknown>) =>
        Object.fromEntries(type.fields.map((field) => [field.fieldKey, String(value[cellKey(field)] ?? '')]));
      const { before, after, created } = await db.transaction(async (tx) => {
        const changed = numbered.map(({ value }) => value);
        const was = changed.length
          ? await tx
              .select(itemColumns)
              .from(threeListItems)
              .where(inArray(threeListItems.id, ids))
              .orderBy(asc(threeListItems.id))
              .for('update')
          : [];
        const sortOf = new Map(was.map((row) => [row.id, row.sort]));
        const after = [];
        for (const value of changed) {
          const cells = cellsOf(value);
          const sort = value[SORT] ?? sortOf.get(value[ID]!) ?? 0;
          await tx
            .update(threeListItems)
            .set({ cells, searchText: searchTextOf(cells), sort })
            .where(eq(threeListItems.id, value[ID]!));
          after.push({ id: value[ID]!, cells, sort });
        }
        const added = passed
          .filter(({ value }) => value[ID] === null)
          .map(({ value }) => {
            const cells = cellsOf(value);
            return { fid, typeId: body.typeId, cells, searchText: searchTextOf(cells), sort: value[SORT] ?? 0 };
          });
        for (let start = 0; start < added.length; start += INSERT_BATCH) {
          await tx.insert(threeListItems).values(added.slice(start, start + INSERT_BATCH));
        }
        return { before: was, after, created: added.length };
      });
      const updated = after.length;
      await audit(
        request,
        scope,
        'threeList.import',
        `清单「${type.name}」导入（${body.fileName || '文件'}：新增 ${created} 条，修改 ${updated} 条）`,
        updated ? { updated: before.slice(0, AUDITED_ROWS) } : null,
        { created, updated: after.slice(0, AUDITED_ROWS) },
      );
      return { imported: created + updated, created, updated };
    },
    { bodyLimit: SPREADSHEET_BODY_LIMIT },
  );
}
