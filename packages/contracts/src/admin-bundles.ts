import { z } from 'zod';
import { versionField } from './admin';
import { isWebAddress } from './admin-menus';
import { bundleMaterialSchema } from './bundles';
import { defineEndpoint } from './envelope';
import { idNumber, pageQueryFields, userText } from './primitives';

const ICON_FORMAT = '图标须是图标名称、以 / 开头的站内图片路径或以 http(s):// 开头的图片地址';
const SITE_PATH = /^\/(?!\/)[\w\-./]*$/;

/** Two materials the console declares the same: `material` is asked as `sameAs`. */
export const materialLinkSchema = z.object({
  material: userText(100, '材料名称不能超过 100 个字').min(1, '材料名称不能为空'),
  sameAs: userText(100, '材料名称不能超过 100 个字').min(1, '材料名称不能为空'),
});
export type MaterialLinkInput = z.infer<typeof materialLinkSchema>;

const serviceIds = z
  .array(idNumber, { error: '请选择事项' })
  .min(2, '一件事至少包含 2 个事项')
  .max(20, '一件事最多包含 20 个事项')
  .refine((ids) => new Set(ids).size === ids.length, '同一事项不能重复加入');

const materialLinks = z.array(materialLinkSchema).max(50, '材料合并关系过多');

const bundleFields = {
  title: userText(40, '标题不能超过 40 个字').min(1, '标题不能为空'),
  summary: userText(200, '简介不能超过 200 个字'),
  icon: userText(500, '图标地址不能超过 500 个字符').refine(
    (value) => /^[\w-]*$/.test(value) || SITE_PATH.test(value) || isWebAddress(value),
    ICON_FORMAT,
  ),
  serviceIds,
  materialLinks,
};

const choice = z.object({ id: z.number().int(), name: z.string(), deptName: z.string() });

/** A bundle as the console edits it. */
export const adminBundleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  icon: z.string(),
  services: z.array(choice),
  materialLinks: z.array(z.object({ material: z.string(), sameAs: z.string() })),
  version: z.string(),
});
export type AdminBundle = z.infer<typeof adminBundleSchema>;

export const bundleSaveSchema = z.object({ id: idNumber.optional(), ...bundleFields, version: versionField });
export type BundleSave = z.infer<typeof bundleSaveSchema>;

const policy = { caller: 'admin', permission: 'services' } as const;

export const adminBundlesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/bundles',
    summary: '管理后台：一件事列表（分页），以及可加入的事项（事项管理员只见本部门的）',
    query: z.object({ ...pageQueryFields }),
    data: z.object({ list: z.array(adminBundleSchema), total: z.number().int(), services: z.array(choice) }),
    policy,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/bundles/save',
    summary: '管理后台：新增或修改一件事（标题、简介、图标、按顺序的事项、材料合并关系）',
    body: bundleSaveSchema,
    data: adminBundleSchema,
    policy,
  }),
  preview: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/bundles/preview',
    summary: '管理后台：预览所选事项合并后的材料清单',
    body: z.object({ serviceIds, materialLinks }),
    data: z.array(bundleMaterialSchema),
    policy,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/bundles/delete',
    summary: '管理后台：删除一件事（事项本身保留）',
    body: z.object({ id: idNumber, version: versionField }),
    data: z.object({ removed: z.boolean() }),
    policy,
  }),
};
