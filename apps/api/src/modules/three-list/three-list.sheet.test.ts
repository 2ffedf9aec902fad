import { describe, expect, it } from 'vitest';
import { and, count, desc, eq } from 'drizzle-orm';
import {
  adminThreeListSheetsApi,
  adminThreeListsApi,
  SHEET_ROWS_REFUSED,
  type AdminThreeListType,
} from '@yizhan/contracts';
import { readSheet } from '../../lib/spreadsheet';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from '../access/access.test-kit';
import { auditLog } from '../audit';
import { threeListItems } from './three-list.table';

const t = useTestApp();
const { login, call } = consoleKit(t);
const GOV = 'gov.localhost';
const GOV_FID = 200001;

// 权力清单 of the city: 事项编码, 事项名称 (the headline), 事项类型, 实施主体, 设定依据, 行使层级.
const HEADER = '条目编号,事项编码,事项名称,事项类型,实施主体,设定依据,行使层级,排序';
const csv = (lines: string[]) => ({
  fileName: '权力清单.csv',
  content: Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8').toString('base64'),
});

async function powerList(token: string) {
  const types = (await call(adminThreeListsApi.types, { token, host: GOV })).body.data as AdminThreeListType[];
  return types.find((type) => type.name === '权力清单')!;
}

const itemsOf = async (typeId: number) =>
  (
    await t.database.db
      .select({ total: count() })
      .from(threeListItems)
      .where(and(eq(threeListItems.fid, GOV_FID), eq(threeListItems.typeId, typeId)))
  )[0]!.total;

describe('three-list entries by spreadsheet', () => {
  it('are for those who manage the lists only', async () => {
    const admin = await login('admin200001', GOV);
    const { typeId } = await powerList(admin);
    for (const who of ['jwc100001', 'audit100001', '2023001']) {
      const token = await login(who);
      const refused = await call(adminThreeListSheetsApi.importSheet, { token, body: { typeId, ...csv([]) } });
      expect(refused.status).toBe(403);
    }
    expect((await call(withQuery(adminThreeListSheetsApi.template, { typeId }), { host: GOV })).body.code).toBe(401);
  });

  it('offer a template of the type’s own columns, and an export of its entries', async () => {
    const admin = await login('admin200001', GOV);
    const power = await powerList(admin);
    const template = await call(withQuery(adminThreeListSheetsApi.template, { typeId: power.typeId }), {
      token: admin,
      host: GOV,
    });
    expect(template.body.data.fileName).toBe('权力清单导入模板.xlsx');
    const exported = await call(withQuery(adminThreeListSheetsApi.exportSheet, { typeId: power.typeId }), {
      token: admin,
      host: GOV,
    });
    const columns = [
      { key: 'id', header: '条目编号', hint: '' },
      { key: 'name', header: '事项名称', hint: '' },
    ];
    const rows = await readSheet({ fileName: 'x.xlsx', content: exported.body.data.content }, columns);
    expect(rows).toHaveLength(await itemsOf(power.typeId));
    expect(rows[0]!.cells.id).toMatch(/^\d+$/);
    const unknown = await call(withQuery(adminThreeListSheetsApi.template, { typeId: 999999 }), {
      token: admin,
      host: GOV,
    });
    expect(unknown.status).toBe(404);
  });

  it('refuse a file with three bad rows, naming them, and write nothing', async () => {
    const admin = await login('admin200001', GOV);
    const power = await powerList(admin);
    const before = await itemsOf(power.typeId);
    const refused = await call(adminThreeListSheetsApi.importSheet, {
      token: admin,
      host: GOV,
      body: {
        typeId: power.typeId,
        ...csv([
          ',XK-1,新设行政许可甲,行政许可,市发改委,某条例,市级,5',
          ',XK-2,,行政许可,市发改委,,市级,', // line 3: no headline
          ',XK-3,新设行政许可乙,行政许可,市发改委,,市级,很靠前', // line 4: sort not a number
          '99999999,XK-4,新设行政许可丙,行政许可,市发改委,,市级,', // line 5: no such entry
          ',XK-5,新设行政许可丁,行政许可,市发改委,,市级,',
        ]),
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(SHEET_ROWS_REFUSED);
    expect(refused.body.data.rows).toEqual([
      { line: 3, messages: ['事项名称：不能为空'] },
      { line: 4, messages: ['排序：应为 0 到 1000000 的整数'] },
      { line: 5, messages: ['条目编号：「权力清单」中没有编号为 99999999 的条目'] },
    ]);
    expect(await itemsOf(power.typeId)).toBe(before);
  });

  it('take a good file whole: new entries added, numbered ones changed, and audit it', async () => {
    const admin = await login('admin200001', GOV);
    const power = await powerList(admin);
    const before = await itemsOf(power.typeId);
    const [first] = (
      await call(withQuery(adminThreeListsApi.items, { typeId: power.typeId, page: 1, pageSize: 1 }), {
        token: admin,
        host: GOV,
      })
    ).body.data.list;
    const imported = await call(adminThreeListSheetsApi.importSheet, {
      token: admin,
      host: GOV,
      body: {
        typeId: power.typeId,
        ...csv([
          ',XK-10,导入的行政许可甲,行政许可,市发改委,某条例,市级,',
          ',XK-11,导入的行政许可乙,行政确认,市民政局,,市级,3',
          [
            first.id,
            first.cells.code,
            `${first.cells.name}（已修订）`,
            first.cells.kind,
            first.cells.agency,
            '',
            '市级',
            '',
          ]
            .map((cell) => `"${String(cell).replaceAll('"', '""')}"`)
            .join(','),
        ]),
      },
    });
    expect(imported.body.data, JSON.stringify(imported.body)).toEqual({ imported: 3, created: 2, updated: 1 });
    expect(await itemsOf(power.typeId)).toBe(before + 2);
    const [changed] = await t.database.db.select().from(threeListItems).where(eq(threeListItems.id, first.id));
    expect(changed!.cells.name).toBe(`${first.cells.name}（已修订）`);
    expect(changed!.sort).toBe(first.sort);
    expect(changed!.searchText).toContain('（已修订）');
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.event, 'admin_write'))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ method: 'threeList.import', username: 'admin200001' });
    expect(entry!.target).toContain('新增 2 条，修改 1 条');
  });
});
