import { z } from 'zod';
import { userText } from './primitives';

// Spreadsheets in and out of the console (ADR 070): an import is a whole .xlsx or .csv file sent as base64 inside the
// JSON body, so it passes the same request pipeline (guard, CSRF, limits, audit) as every other console write; an
// export or a template comes back the same way and the browser saves it as a file.

/** The largest spreadsheet an import accepts. */
export const SPREADSHEET_MAX_BYTES = 4 * 1024 * 1024;
/** The most data rows one import takes (a larger file is split by the operator). */
export const SPREADSHEET_MAX_ROWS = 20_000;

/** A request body that carries a spreadsheet. */
export const spreadsheetUploadSchema = z.object({
  fileName: userText(200, '文件名过长'),
  content: z
    .string()
    .min(1, '请选择要导入的文件')
    .max(Math.ceil(SPREADSHEET_MAX_BYTES / 3) * 4, '文件不能超过 4 MB')
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, '文件内容无效，请重新选择文件'),
});
export type SpreadsheetUpload = z.infer<typeof spreadsheetUploadSchema>;

/** A spreadsheet the server hands back (an export, a template). */
export const spreadsheetFileSchema = z.object({ fileName: z.string(), content: z.string() });
export type SpreadsheetFile = z.infer<typeof spreadsheetFileSchema>;

/** What is wrong with one row of a refused import, by the row number Excel shows. */
export const sheetRowProblemSchema = z.object({ line: z.number().int(), messages: z.array(z.string()) });
export type SheetRowProblem = z.infer<typeof sheetRowProblemSchema>;

/** The answer to an import taken whole. */
export const sheetImportedSchema = z.object({ imported: z.number().int() });

/** The message of an import refused for its rows; `detail.rows` names them. */
export const SHEET_ROWS_REFUSED = '文件中有错误，没有导入任何一行，请改正后重新导入';
