import { describe, expect, it } from 'vitest';
import { adminServicesApi, SHEET_ROWS_REFUSED, type AdminService, type SpreadsheetFile } from '@yizhan/contracts';
import { readSheet, writeSheet } from '../../lib/spreadsheet';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery as path } from '../access/access.test-kit';
import { SERVICE_COLUMNS, type ServiceCells } from './service-hall.sheet-columns';

const t = useTestApp();
const { login, call } = consoleKit(t);

const importFile = (token: string, file: SpreadsheetFile) => call(adminServicesApi.importSheet, { token, body: file });
const sheetOf = (rows: Partial<ServiceCells>[]) => writeSheet('服务事项.xlsx', SERVICE_COLUMNS, rows);
const rowsOf = async (file: SpreadsheetFile) => (await readSheet(file, SERVICE_COLUMNS)).map((row) => row.cells);

describe('services in and out of Excel', () => {
  it('offers a template with the columns and how to fill them in', async () => {
    const token = await login('admin100001');
    const { body } = await call(adminServicesApi.template, { token });
    expect(body.data.fileName).toBe('服务事项导入模板.xlsx');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(body.data.content, 'base64') as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['数据', '填写说明']);
    expect(book.worksheets[0]!.getRow(1).getCell(1).text).toBe('服务名称*');
  });

  it('exports the filtered list and imports it back unchanged', async () => {
    const token = await login('admin100001');
    const options = (await call(adminServicesApi.options, { token })).body.data;
    const dept = options.departments.find((item: { name: string }) => item.name === '教务处');
    const listed = (await call(path(adminServicesApi.list, { deptId: dept.id, pageSize: 100 }), { token })).body.data;
    const before = await Promise.all(
      listed.list.map(
        async (row: { id: number }) =>
          (await call(path(adminServicesApi.one, { id: row.id }), { token })).body.data as AdminService,
      ),
    );
    const exported = (await call(path(adminServicesApi.exportSheet, { deptId: dept.id }), { token })).body.data;
    const rows = await rowsOf(exported);
    expect(rows).toHaveLength(listed.total);
    expect(rows.every((row) => row.dept === '教务处')).toBe(true);

    const again = await importFile(token, exported);
    expect(again.body.data).toEqual({ imported: listed.total, created: 0, updated: listed.total });
    for (const service of before) {
      const now = (await call(path(adminServicesApi.one, { id: service.id }), { token })).body.data;
      expect(now, service.name).toEqual(service);
    }
  });

  it('creates new rows and updates rows matched by name, keeping what the sheet has no column for', async () => {
    const token = await login('admin100001');
    const exported = (await call(adminServicesApi.exportSheet, { token })).body.data;
    const [first] = await rowsOf(exported);
    const file = await sheetOf([
      { ...first, summary: '导入修改的简介', materials: `${first!.materials}；新增的材料` },
      {
        name: '导入新建的事项',
        dept: first!.dept,
        type: first!.type,
        pcUrl: 'https://example.edu.cn/new',
        steps: '提交；审核',
      },
    ]);
    const done = await importFile(token, file);
    expect(done.body.data).toEqual({ imported: 2, created: 1, updated: 1 });
    const found = (await call(path(adminServicesApi.list, { name: '导入新建的事项' }), { token })).body.data.list[0];
    const created = (await call(path(adminServicesApi.one, { id: found.id }), { token })).body.data as AdminService;
    expect(created).toMatchObject({ handling: 'online', listed: true, guide: { steps: ['提交', '审核'] } });
  });

  it('refuses a file with wrong rows whole, naming each of them', async () => {
    const token = await login('admin100001');
    const exported = (await call(adminServicesApi.exportSheet, { token })).body.data;
    const [row] = await rowsOf(exported);
    const good = (name: string) => ({ ...row, name });
    const file = await sheetOf([
      good('整份导入一'),
      { ...good('整份导入二'), dept: '不存在的部门' },
      good('整份导入三'),
      { ...good('整份导入四'), listed: '也许' },
      { ...good('整份导入五'), legalDays: '三天' },
    ]);
    const refused = await importFile(token, file);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(SHEET_ROWS_REFUSED);
    expect(refused.body.data.rows).toEqual([
      { line: 3, messages: ['办理部门：本单位没有「不存在的部门」'] },
      { line: 5, messages: ['上架：请填写 是 或 否'] },
      { line: 6, messages: ['法定时限（工作日）：应为工作日数（整数）'] },
    ]);
    expect((await call(path(adminServicesApi.list, { name: '整份导入' }), { token })).body.data.total).toBe(0);
  });

  it('takes from a 事项管理员 only rows of their own departments', async () => {
    const admin = await login('admin100001');
    const all = await rowsOf((await call(adminServicesApi.exportSheet, { token: admin })).body.data);
    const own = all.find((row) => row.dept === '教务处')!;
    const other = all.find((row) => row.dept !== '教务处')!;
    const jwc = await login('jwc100001');
    const refused = await importFile(
      jwc,
      await sheetOf([own, { ...own, name: '别的部门的新事项', dept: other.dept }, { ...other, summary: '改别人的' }]),
    );
    expect(refused.body.data.rows).toEqual([
      { line: 3, messages: ['办理部门：您只能导入本人负责部门的服务事项'] },
      { line: 4, messages: ['办理部门：您只能导入本人负责部门的服务事项', '服务名称：该事项属于其他部门，您不能修改'] },
    ]);
    const exported = await rowsOf((await call(adminServicesApi.exportSheet, { token: jwc })).body.data);
    expect(exported.every((row) => row.dept === '教务处')).toBe(true);
    expect((await importFile(jwc, await sheetOf([own]))).body.data).toMatchObject({ updated: 1 });
  });
});
