import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { flag, idDigits, pageQueryFields, userText } from './primitives';
import { SEARCH_MAX_LENGTH } from './constants';

/** One list type of a unit (责任清单, 权力清单, 公共服务清单 …) and how many rows it holds. */
export const threeListTypeSchema = z.object({
  typeId: z.number().int(),
  name: z.string(),
  description: z.string(),
  total: z.number().int(),
});
export type ThreeListType = z.infer<typeof threeListTypeSchema>;

/**
 * The unit's three lists (queryThreeListConfig). `visitorVisible` is the unit's setting: 1 lets guests browse the
 * lists, 0 keeps fields and rows for signed-in users (guests get code 401). `types` is empty for a unit without
 * lists.
 */
export const threeListConfigSchema = z.object({
  title: z.string(),
  description: z.string(),
  visitorVisible: flag,
  /** Rows per page the pages ask for. */
  pageSize: z.number().int(),
  types: z.array(threeListTypeSchema),
});
export type ThreeListConfig = z.infer<typeof threeListConfigSchema>;

/**
 * One column of a list type (queryResponsibilityListField): `fieldKey` names the row's cell, `width` is a hint in
 * characters for a desktop table (0: as wide as it needs), `headline` 1 marks the cell a phone shows as the title.
 */
export const threeListFieldSchema = z.object({
  typeId: z.number().int(),
  fieldKey: z.string(),
  name: z.string(),
  width: z.number().int(),
  headline: flag,
});
export type ThreeListField = z.infer<typeof threeListFieldSchema>;

/** One row of a list: its cells by field key (a field without a cell is ''). */
export const threeListRowSchema = z.object({
  id: z.number().int(),
  typeId: z.number().int(),
  cells: z.record(z.string(), z.string()),
});
export type ThreeListRow = z.infer<typeof threeListRowSchema>;

export const threeListQuerySchema = z.object({
  typeId: idDigits(),
  keyword: userText(SEARCH_MAX_LENGTH, `不能超过 ${SEARCH_MAX_LENGTH} 个字`).optional(),
  ...pageQueryFields,
});
export type ThreeListQuery = z.input<typeof threeListQuerySchema>;

export const threeListApi = {
  config: defineEndpoint({
    method: 'GET',
    path: '/homepage/threeList/queryThreeListConfig',
    summary: '三张清单配置：清单类型及条数、是否允许游客浏览',
    data: threeListConfigSchema,
  }),
  fields: defineEndpoint({
    method: 'GET',
    path: '/homepage/threeList/queryResponsibilityListField',
    summary: '清单字段（表格列）；给出 typeId 时只含该清单的（单位不允许游客浏览时需登录）',
    query: z.object({ typeId: idDigits().optional() }),
    data: z.array(threeListFieldSchema),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/homepage/threeList/queryResponsibilityList',
    summary: '清单内容（分页；可按关键词；单位不允许游客浏览时需登录）',
    query: threeListQuerySchema,
    data: z.object({ list: z.array(threeListRowSchema), total: z.number().int() }),
  }),
};
