import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { idDigits, idNumber, pageQueryFields, userText } from './primitives';
import { SEARCH_MAX_LENGTH } from './constants';

/** 三张清单 of the console (issue 37 item 8, ADR 075): a unit's list entries, added, edited and removed. */

/** A list type with its columns, as the console's form shows them. */
export const adminThreeListTypeSchema = z.object({
  typeId: z.number().int(),
  name: z.string(),
  fields: z.array(z.object({ fieldKey: z.string(), name: z.string(), headline: z.boolean() })),
});
export type AdminThreeListType = z.infer<typeof adminThreeListTypeSchema>;

/** One entry as the console edits it: every cell by field key, its place in the list and its version. */
export const adminThreeListItemSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  cells: z.record(z.string(), z.string()),
  sort: z.number().int(),
  version: versionField,
});
export type AdminThreeListItem = z.infer<typeof adminThreeListItemSchema>;

/** The cells of an entry: a field key (letters, digits, _) to its text. Which keys the type has is the server's check. */
const cellsField = z
  .record(z.string().regex(/^[A-Za-z][\w-]{0,39}$/, '清单字段不存在'), userText(2000, '每一项不能超过 2000 个字'))
  .refine((cells) => Object.keys(cells).length <= 40, '清单字段过多');

const sortField = z.number().int('排序必须是整数').min(0, '排序不能小于 0').max(1_000_000, '排序不能超过 1000000');

export const adminThreeListsApi = {
  types: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/three-lists/types',
    summary: '管理后台：本单位的清单类型及其字段',
    data: z.array(adminThreeListTypeSchema),
    policy: { caller: 'admin', permission: 'searchWords' },
  }),
  items: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/three-lists/items',
    summary: '管理后台：一类清单的条目（按关键词查找，分页）',
    query: z.object({
      typeId: idDigits(),
      keyword: userText(SEARCH_MAX_LENGTH, `不能超过 ${SEARCH_MAX_LENGTH} 个字`).optional(),
      ...pageQueryFields,
    }),
    data: z.object({ list: z.array(adminThreeListItemSchema), total: z.number().int() }),
    policy: { caller: 'admin', permission: 'searchWords' },
  }),
  createItem: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/three-lists/items/create',
    summary: '管理后台：新增清单条目',
    body: z.object({ typeId: idNumber, cells: cellsField, sort: sortField }),
    data: adminThreeListItemSchema,
    policy: { caller: 'admin', permission: 'searchWords', rateLimit: 'write' },
  }),
  saveItem: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/three-lists/items/save',
    summary: '管理后台：修改清单条目（基于读取时的版本）',
    body: z.object({ id: idNumber, cells: cellsField, sort: sortField, version: versionField }),
    data: adminThreeListItemSchema,
    policy: { caller: 'admin', permission: 'searchWords', rateLimit: 'write' },
  }),
  removeItem: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/three-lists/items/remove',
    summary: '管理后台：删除清单条目（基于读取时的版本）',
    body: z.object({ id: idNumber, version: versionField }),
    data: z.object({ removed: z.boolean() }),
    policy: { caller: 'admin', permission: 'searchWords', rateLimit: 'write' },
  }),
};
