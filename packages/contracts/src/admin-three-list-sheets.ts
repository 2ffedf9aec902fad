import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { idDigits, idNumber } from './primitives';
import { spreadsheetFileSchema, spreadsheetUploadSchema } from './spreadsheet';

// Excel import and export of 三张清单 (issue 37 item 8, ADR 070): a list type's columns are its own fields, so the
// template, the export and the import are each of one type. A file is taken whole or not at all.

const threeListPolicy = { caller: 'admin', permission: 'searchWords' } as const;

export const adminThreeListSheetsApi = {
  template: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/three-lists/template',
    summary: '管理后台：一类清单的导入模板（.xlsx，列为该类清单的字段）',
    query: z.object({ typeId: idDigits() }),
    data: spreadsheetFileSchema,
    policy: threeListPolicy,
  }),
  exportSheet: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/three-lists/export',
    summary: '管理后台：导出一类清单的全部条目（.xlsx，可修改后再导入）',
    query: z.object({ typeId: idDigits() }),
    data: spreadsheetFileSchema,
    policy: threeListPolicy,
  }),
  importSheet: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/three-lists/import',
    summary: '管理后台：从 Excel 或 CSV 导入一类清单的条目（无编号的新增，有编号的修改），整份导入或整份退回',
    body: spreadsheetUploadSchema.extend({ typeId: idNumber }),
    data: z.object({ imported: z.number().int(), created: z.number().int(), updated: z.number().int() }),
    policy: { ...threeListPolicy, rateLimit: 'write' },
  }),
};
