import { z } from 'zod';
import { versionField } from './admin';
import { isWebAddress, menuUserTypeSchema } from './admin-menus';
import { defineEndpoint } from './envelope';
import { idNumber, pageQueryFields, userText } from './primitives';

/** How a business system signs the portal's users in (ADR 074). */
export const systemSignOnSchema = z.enum(['portal', 'apiCode', 'passport', 'none'], {
  error: '请选择登录方式',
});
export type SystemSignOn = z.infer<typeof systemSignOnSchema>;

export const SYSTEM_SIGN_ON_NAMES: Readonly<Record<SystemSignOn, string>> = {
  portal: '门户统一身份认证（CAS / OIDC）',
  apiCode: '接口授权码',
  passport: '通行证',
  none: '无需登录或自行登录',
};

const PC_ADDRESS = '电脑端地址须是以 http:// 或 https:// 开头的完整地址';
const MOBILE_ADDRESS = '移动端地址须是以 http:// 或 https:// 开头的完整地址，或留空';
const ICON_FORMAT = '图标须是图标名称、以 / 开头的站内图片路径或以 http(s):// 开头的图片地址';

/** A site path of an image (`/assets/demo/icons/card.svg`), never a protocol-relative `//host`. */
const SITE_PATH = /^\/(?!\/)[\w\-./]*$/;

const systemFields = {
  name: userText(40, '名称不能超过 40 个字').min(1, '名称不能为空'),
  summary: userText(200, '简介不能超过 200 个字'),
  pcUrl: userText(500, '电脑端地址不能超过 500 个字符').refine(isWebAddress, PC_ADDRESS),
  mobileUrl: userText(500, '移动端地址不能超过 500 个字符').refine(
    (value) => value === '' || isWebAddress(value),
    MOBILE_ADDRESS,
  ),
  icon: userText(500, '图标地址不能超过 500 个字符').refine(
    (value) => /^[\w-]*$/.test(value) || SITE_PATH.test(value) || isWebAddress(value),
    ICON_FORMAT,
  ),
  typeId: idNumber,
  deptId: idNumber,
  signOn: systemSignOnSchema,
  frameAllowed: z.boolean(),
  /** 访客可见. */
  guests: z.boolean(),
  /** The kinds of signed-in user who see it; none chosen means every signed-in user. */
  userTypes: z.array(menuUserTypeSchema).max(5, '用户类型过多'),
};

/** A business system as the console edits it. */
export const adminSystemSchema = z.object({
  id: z.number().int(),
  ...systemFields,
  pcUrl: z.string(),
  mobileUrl: z.string(),
  icon: z.string(),
  typeName: z.string(),
  deptName: z.string(),
  version: z.string(),
});
export type AdminSystem = z.infer<typeof adminSystemSchema>;

export const systemSaveSchema = z.object({ id: idNumber.optional(), ...systemFields, version: versionField });
export type SystemSave = z.infer<typeof systemSaveSchema>;

const choice = z.object({ id: z.number().int(), name: z.string() });

const policy = { caller: 'admin', permission: 'systems' } as const;

export const adminSystemsApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/systems',
    summary: '管理后台：业务系统列表（按名称查找，分页），以及可选的分类与部门',
    query: z.object({ ...pageQueryFields, keyword: userText(40, '关键词不能超过 40 个字').optional() }),
    data: z.object({
      list: z.array(adminSystemSchema),
      total: z.number().int(),
      types: z.array(choice),
      departments: z.array(choice),
    }),
    policy,
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/systems/save',
    summary: '管理后台：新增或修改业务系统',
    body: systemSaveSchema,
    data: adminSystemSchema,
    policy,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/systems/delete',
    summary: '管理后台：删除业务系统（连同打开它的菜单项）',
    body: z.object({ id: idNumber, version: versionField }),
    data: z.object({ removed: z.boolean() }),
    policy,
  }),
};
