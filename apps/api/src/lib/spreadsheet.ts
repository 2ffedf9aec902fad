import {
  CODE,
  SPREADSHEET_MAX_BYTES,
  SPREADSHEET_MAX_ROWS,
  type SpreadsheetFile,
  type SpreadsheetUpload,
} from '@yizhan/contracts';
import { BusinessError } from './envelope';
import { declaredUnpackedSize } from './zip-size';

// Spreadsheets in and out of the console (ADR 070): one reader for .xlsx and .csv, one writer for .xlsx, so every
// import and export of the console (services, users, …) reads and writes files the same way. exceljs is loaded on
// first use: a server that never imports a file never loads it.

/** One column of a sheet: the key a cell is read into, the header an operator sees, and how to fill it in. */
export interface SheetColumn<K extends string = string> {
  key: K;
  header: string;
  /** What the template's 填写说明 sheet says about the column. */
  hint: string;
  required?: boolean;
  /** Kept as text in the template, so Excel does not turn an account 00123 into 123. */
  text?: boolean;
  width?: number;
}

/** A data row: the number Excel shows for it and its cells as text, by column key ('' when empty). */
export interface SheetRow<K extends string = string> {
  line: number;
  cells: Record<K, string>;
}

export const SHEET_MESSAGES = {
  notSheet: '只能导入 Excel（.xlsx）或 CSV 文件',
  legacyXls: '不支持旧版 Excel（.xls）文件，请在 Excel 中另存为 .xlsx 后重试',
  tooLarge: '文件不能超过 4 MB',
  unreadable: '文件已损坏或无法读取，请在 Excel 中另存为 .xlsx 后重试',
  empty: '文件中没有数据',
  tooManyRows: `一次最多导入 ${SPREADSHEET_MAX_ROWS} 行，请分成几个文件`,
  missingColumns: (headers: string[]) => `缺少列：${headers.join('、')}，请使用下载的模板`,
} as const;

/** Headers match whatever the operator did to spacing or the required mark: 「账号 *」 is 「账号」. */
const normalHeader = (text: string) => text.replace(/\s+/g, '').replace(/[*＊]$|（必填）$|\(必填\)$/, '');

const refuse = (msg: string) => new BusinessError(CODE.badRequest, msg, 400);

/** The bytes of an upload, bounded. */
function bytesOf(upload: SpreadsheetUpload): Buffer {
  const bytes = Buffer.from(upload.content, 'base64');
  if (bytes.length === 0) throw refuse(SHEET_MESSAGES.empty);
  if (bytes.length > SPREADSHEET_MAX_BYTES) throw refuse(SHEET_MESSAGES.tooLarge);
  return bytes;
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;
const isOleDocument = (bytes: Buffer) => bytes.length >= 8 && bytes.readUInt32BE(0) === 0xd0cf11e0;
/** What the parts of an .xlsx may unpack to: far more than any sheet within the upload limit needs. */
const MAX_UNPACKED_BYTES = 64 * SPREADSHEET_MAX_BYTES;

/** The first sheet of an .xlsx as rows of cell texts (what Excel displays: numbers, dates and formulas' results). */
async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const unpacked = declaredUnpackedSize(bytes);
  if (unpacked === undefined) throw refuse(SHEET_MESSAGES.unreadable);
  if (unpacked > MAX_UNPACKED_BYTES) throw refuse(SHEET_MESSAGES.tooLarge);
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(SHEET_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(SHEET_MESSAGES.empty);
  if (sheet.actualRowCount > SPREADSHEET_MAX_ROWS + 1) throw refuse(SHEET_MESSAGES.tooManyRows);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, line) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cell.text;
    });
    rows[line - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/** A CSV's text: UTF-8 (with or without a BOM), else GB18030 — what Excel on a Chinese Windows saves. */
function csvText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

async function csvRows(bytes: Buffer): Promise<string[][]> {
  const text = csvText(bytes);
  if (text.includes('\u0000')) throw refuse(SHEET_MESSAGES.notSheet);
  const { parseString } = await import('@fast-csv/parse');
  return new Promise((resolve, reject) => {
    const rows: string[][] = [];
    parseString<string[], string[]>(text, { headers: false, ignoreEmpty: false, maxRows: SPREADSHEET_MAX_ROWS + 2 })
      .on('error', () => reject(refuse(SHEET_MESSAGES.unreadable)))
      .on('data', (row: string[]) => rows.push(row))
      .on('end', () => resolve(rows));
  });
}

/** The body limit of an endpoint that takes a spreadsheet: the largest file in base64, and room for the rest. */
export const SPREADSHEET_BODY_LIMIT = Math.ceil(SPREADSHEET_MAX_BYTES / 3) * 4 + 64 * 1024;

const isBlank = (row: string[]) => row.every((cell) => cell.trim() === '');

/**
 * Reads an uploaded .xlsx (its first sheet) or .csv into rows keyed by the columns, matched by header text in
 * whatever order the file has them. Refuses, in Chinese, a file that is not a spreadsheet, too large, unreadable,
 * without the required columns, without data or with too many rows. Blank rows are skipped; cells are trimmed.
 */
export async function readSheet<K extends string>(
  upload: SpreadsheetUpload,
  columns: readonly SheetColumn<K>[],
): Promise<SheetRow<K>[]> {
  const bytes = bytesOf(upload);
  if (isOleDocument(bytes)) throw refuse(SHEET_MESSAGES.legacyXls);
  const table = isZip(bytes) ? await xlsxRows(bytes) : await csvRows(bytes);
  const headerIndex = table.findIndex((row) => !isBlank(row));
  if (headerIndex < 0) throw refuse(SHEET_MESSAGES.empty);
  const headers = table[headerIndex]!.map(normalHeader);
  const positions = columns.map((column) => headers.indexOf(normalHeader(column.header)));
  const missing = columns.filter((column, index) => column.required && positions[index]! < 0);
  if (missing.length > 0) throw refuse(SHEET_MESSAGES.missingColumns(missing.map((column) => column.header)));
  const rows: SheetRow<K>[] = [];
  table.slice(headerIndex + 1).forEach((row, index) => {
    if (isBlank(row)) return;
    const cells = Object.fromEntries(
      columns.map((column, at) => [column.key, (row[positions[at]!] ?? '').trim()]),
    ) as Record<K, string>;
    rows.push({ line: headerIndex + index + 2, cells });
  });
  if (rows.length === 0) throw refuse(SHEET_MESSAGES.empty);
  if (rows.length > SPREADSHEET_MAX_ROWS) throw refuse(SHEET_MESSAGES.tooManyRows);
  return rows;
}

/**
 * An .xlsx of the given rows under the columns' headers (the header row bold and frozen), as the console hands files
 * back. Cells are written as values, never as formulas, so a name beginning with = stays a name. With `hints`, a
 * second sheet 填写说明 says how to fill in each column (the import template).
 */
export async function writeSheet<K extends string>(
  fileName: string,
  columns: readonly SheetColumn<K>[],
  rows: readonly Partial<Record<K, string | number>>[],
  { hints = false }: { hints?: boolean } = {},
): Promise<SpreadsheetFile> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('数据', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    key: column.key,
    header: column.required ? `${column.header}*` : column.header,
    width: column.width ?? Math.max(12, column.header.length * 3),
    ...(column.text ? { style: { numFmt: '@' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  if (hints) {
    const help = workbook.addWorksheet('填写说明');
    help.columns = [
      { header: '列', key: 'header', width: 16 },
      { header: '必填', key: 'required', width: 8 },
      { header: '说明', key: 'hint', width: 80 },
    ];
    help.getRow(1).font = { bold: true };
    for (const column of columns) {
      help.addRow({ header: column.header, required: column.required ? '是' : '否', hint: column.hint });
    }
  }
  const content = Buffer.from(await workbook.xlsx.writeBuffer()).toString('base64');
  return { fileName, content };
}
