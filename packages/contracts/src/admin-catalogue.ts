import { z } from 'zod';
import { versionField } from './admin';
import { defineEndpoint } from './envelope';
import { idNumber, pageQueryFields, userText } from './primitives';

// The catalogue of the service hall in the console (issue 37 item 5, ADR 082): its types, departments and
// labels, and the files (空白表格, 样表) a guide's materials offer for download.

/** Which list of the catalogue an entry belongs to. */
export const catalogueKindSchema = z.enum(['serviceType', 'systemType', 'department', 'label'], {
  error: '请选择要管理的目录',
});
export type CatalogueKind = z.infer<typeof catalogueKindSchema>;

export const CATALOGUE_KIND_NAMES: Readonly<Record<CatalogueKind, string>> = {
  serviceType: '服务分类',
  systemType: '业务系统分类',
  department: '办理部门',
  label: '服务标签',
};

/** A catalogue entry as the console shows it: `inUse` counts the services and business systems that refer to it. */
export const catalogueEntrySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort: z.number().int(),
  hidden: z.boolean(),
  inUse: z.number().int(),
  version: z.string(),
});
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;

export const catalogueSaveSchema = z.object({
  kind: catalogueKindSchema,
  /** None: a new entry. */
  id: idNumber.optional(),
  name: userText(30, '名称不能超过 30 个字').min(1, '请填写名称'),
  sort: z
    .number({ error: '排序应为整数' })
    .int('排序应为整数')
    .min(0, '排序不能为负数')
    .max(99999, '排序不能超过 99999'),
  /** 隐藏: left out of the hall's filters on both sites; what refers to it stays. */
  hidden: z.boolean({ error: '请选择是否隐藏' }),
  version: versionField,
});
export type CatalogueSave = z.infer<typeof catalogueSaveSchema>;

/** Told to a 事项管理员, whose grant covers only some departments: the catalogue is the whole unit's. */
export const CATALOGUE_UNIT_ONLY = '服务目录（分类、部门、标签）只能由单位管理员维护';

const policy = { caller: 'admin', permission: 'services' } as const;

export const adminCatalogueApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/catalogue',
    summary: '管理后台：服务目录的分类、部门或标签（分页，含使用数）',
    query: z.object({ ...pageQueryFields, kind: catalogueKindSchema }),
    data: z.object({ list: z.array(catalogueEntrySchema), total: z.number().int() }),
    policy,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/catalogue/save',
    summary: '管理后台：新增、改名、排序或隐藏服务目录的一项',
    body: catalogueSaveSchema,
    data: catalogueEntrySchema,
    policy,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/catalogue/delete',
    summary: '管理后台：删除服务目录的一项（仍被使用时拒绝）',
    body: z.object({ kind: catalogueKindSchema, id: idNumber, version: versionField }),
    data: z.object({ removed: z.boolean() }),
    policy,
  }),
};

/** The upload of a material's file (multipart, field `file`; the service in the query): `?appId=`. */
export const GUIDE_FILE_UPLOAD_PATH = '/pedestal/admin/services/file';
/** Where the sites download a guide's file: a random name, then the file's own name. */
export const GUIDE_FILE_PATH_PREFIX = '/pedestal/service-hall/files/';
export const GUIDE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** The kinds a material's file may be, as the editor's file picker offers them. */
export const GUIDE_FILE_ACCEPT = '.pdf,.doc,.docx,.xls,.xlsx,.jpg,.jpeg,.png';

export const guideFileUploadedSchema = z.object({ url: z.string(), fileName: z.string(), size: z.number().int() });
export type GuideFileUploaded = z.infer<typeof guideFileUploadedSchema>;
