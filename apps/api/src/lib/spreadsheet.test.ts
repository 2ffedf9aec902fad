import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SHEET_ROWS_REFUSED } from '@yizhan/contracts';
import { BusinessError } from './envelope';
import { checkRows, noteRepeats, RowProblems } from './sheet-rows';
import { readSheet, SHEET_MESSAGES, writeSheet, type SheetColumn } from './spreadsheet';

const columns: SheetColumn<'account' | 'name' | 'phone'>[] = [
  { key: 'account', header: '账号', hint: '登录账号', required: true, text: true },
  { key: 'name', header: '姓名', hint: '真实姓名', required: true },
  { key: 'phone', header: '手机号', hint: '11 位手机号，可不填' },
];

const upload = (bytes: Buffer, fileName = 'users.csv') => ({ fileName, content: bytes.toString('base64') });
const csv = (text: string) => upload(Buffer.from(text, 'utf8'));

/** The Chinese message a refused read gives. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(BusinessError);
  expect((error as BusinessError).status).toBe(400);
  return (error as BusinessError).message;
}

describe('readSheet', () => {
  it('reads back an .xlsx it wrote, account numbers with their leading zeros', async () => {
    const file = await writeSheet('用户.xlsx', columns, [
      { account: '00123', name: '张三', phone: '13800000000' },
      { account: 'li4', name: '=李四' },
    ]);
    const rows = await readSheet(file, columns);
    expect(rows).toEqual([
      { line: 2, cells: { account: '00123', name: '张三', phone: '13800000000' } },
      { line: 3, cells: { account: 'li4', name: '=李四', phone: '' } },
    ]);
  });

  it('reads a CSV in UTF-8 with a BOM or in GB18030, columns in any order, blank rows skipped', async () => {
    const text = '手机号,姓名 ,账号*\r\n13800000000,张三,2023001\r\n,,\r\n,李四,2023002\r\n';
    const expected = [
      { line: 2, cells: { account: '2023001', name: '张三', phone: '13800000000' } },
      { line: 4, cells: { account: '2023002', name: '李四', phone: '' } },
    ];
    expect(await readSheet(upload(Buffer.from(`\uFEFF${text}`, 'utf8')), columns)).toEqual(expected);
    // 账号,姓名 / 2023001,张三 in GB18030, as Excel on a Chinese Windows saves a CSV.
    const header = Buffer.from([0xd5, 0xcb, 0xba, 0xc5, 0x2c, 0xd0, 0xd5, 0xc3, 0xfb, 0x0a]); // 账号,姓名
    const body = Buffer.from([0x32, 0x30, 0x32, 0x33, 0x30, 0x30, 0x31, 0x2c, 0xd5, 0xc5, 0xc8, 0xfd, 0x0a]);
    expect(await readSheet(upload(Buffer.concat([header, body])), columns)).toEqual([
      { line: 2, cells: { account: '2023001', name: '张三', phone: '' } },
    ]);
  });

  it('refuses what is no spreadsheet, an old .xls, a file without data or without a required column', async () => {
    expect(
      await refusal(readSheet(upload(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])), columns)),
    ).toBe(SHEET_MESSAGES.legacyXls);
    expect(await refusal(readSheet(upload(Buffer.from('PK\u0003\u0004 not a zip')), columns))).toBe(
      SHEET_MESSAGES.unreadable,
    );
    expect(await refusal(readSheet(upload(Buffer.from('P')), columns))).toBe(
      SHEET_MESSAGES.missingColumns(['账号', '姓名']),
    );
    expect(await refusal(readSheet(csv('账号,姓名\n'), columns))).toBe(SHEET_MESSAGES.empty);
    expect(await refusal(readSheet(csv('\n\n'), columns))).toBe(SHEET_MESSAGES.empty);
    expect(await refusal(readSheet(csv('账号,电话\n1,2\n'), columns))).toBe(SHEET_MESSAGES.missingColumns(['姓名']));
  });

  it('refuses an .xlsx whose entries declare more than it may unpack to, before inflating anything', async () => {
    const file = await writeSheet('用户.xlsx', columns, [{ account: '1', name: '张三' }]);
    const bytes = Buffer.from(file.content, 'base64');
    // Claim 1 GB for the first central directory entry's unpacked size.
    const directory = bytes.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bytes.writeUInt32LE(1024 * 1024 * 1024, directory + 24);
    expect(await refusal(readSheet(upload(bytes, 'x.xlsx'), columns))).toBe(SHEET_MESSAGES.tooLarge);
  });
});

describe('checkRows', () => {
  it('names every wrong row by its line and column header, and refuses the whole file', () => {
    const schema = z.object({
      account: z.string().min(1, '不能为空'),
      name: z.string().min(1, '不能为空'),
      phone: z.string().regex(/^(1\d{10})?$/, '应为 11 位手机号'),
    });
    const problems = new RowProblems();
    const passed = checkRows(
      [
        { line: 2, cells: { account: 'a', name: '甲', phone: '' } },
        { line: 3, cells: { account: '', name: '乙', phone: '123' } },
        { line: 4, cells: { account: 'a', name: '丙', phone: '' } },
      ],
      columns,
      schema,
      problems,
    );
    noteRepeats(
      passed,
      (value) => value.account,
      (first) => `账号与第 ${first} 行重复`,
      problems,
    );
    const error = (() => {
      try {
        problems.refuseIfAny();
      } catch (caught) {
        return caught as BusinessError;
      }
    })();
    expect(error?.message).toBe(SHEET_ROWS_REFUSED);
    expect(error?.detail?.rows).toEqual([
      { line: 3, messages: ['账号：不能为空', '手机号：应为 11 位手机号'] },
      { line: 4, messages: ['账号与第 2 行重复'] },
    ]);
  });
});
