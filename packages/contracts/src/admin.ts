import { z } from 'zod';
import { secondStepStatusSchema } from './admin-second-step';
import { logoAddressSchema } from './admin-site-extras';
import { auditEntrySchema, auditQuerySchema } from './admin-audit';
import { defineEndpoint } from './envelope';
import { pageQueryFields, userText } from './primitives';

/**
 * The admin console's roles (ADR 069). A role is granted to a user for one unit, or for every unit (the platform
 * administrator); a 事项管理员's grant also names the departments it covers.
 */
export const adminRoleSchema = z.enum(['platformAdmin', 'unitAdmin', 'editor', 'serviceAdmin', 'auditor']);
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const ADMIN_ROLE_NAMES: Readonly<Record<AdminRole, string>> = {
  platformAdmin: '平台管理员',
  unitAdmin: '单位管理员',
  editor: '内容编辑',
  serviceAdmin: '事项管理员',
  auditor: '审计员',
};

/**
 * What a console call may need. `console` is entering the console at all; the others are its parts (issue 37):
 * site settings, menus, home content, the service catalogue, business systems, news and notices (and publishing
 * them), the three lists and search words, users and roles, integration keys, statistics, the audit log, and units.
 */
export const adminPermissionSchema = z.enum([
  'console',
  'site',
  'menus',
  'home',
  'services',
  'systems',
  'content',
  'publish',
  'searchWords',
  'users',
  'keys',
  'stats',
  'audit',
  'units',
]);
export type AdminPermission = z.infer<typeof adminPermissionSchema>;

const everything = adminPermissionSchema.options;

/** What each role may do in the units its grant covers. */
export const ROLE_PERMISSIONS: Readonly<Record<AdminRole, readonly AdminPermission[]>> = {
  platformAdmin: everything,
  unitAdmin: everything.filter((permission) => permission !== 'units'),
  editor: ['console', 'home', 'content', 'searchWords'],
  serviceAdmin: ['console', 'services'],
  auditor: ['console', 'audit', 'stats'],
};

/** The permissions a set of roles adds up to. */
export const permissionsOfRoles = (roles: readonly AdminRole[]): AdminPermission[] =>
  everything.filter((permission) => roles.some((role) => ROLE_PERMISSIONS[role].includes(permission)));

/** The answer to a console call whose caller lacks the permission (and to anyone who is no administrator). */
export const ADMIN_FORBIDDEN = '您没有管理后台的此项权限';

/** The answer to a save that started from an older version of what is stored (two admins editing one item). */
export const EDIT_CONFLICT = '该内容已被他人修改';

export const adminGrantSchema = z.object({
  role: adminRoleSchema,
  roleName: z.string(),
  /** The unit the grant covers; null for every unit. */
  fid: z.number().int().nullable(),
  /** The departments a 事项管理员 covers (names); empty for the other roles. */
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminGrant = z.infer<typeof adminGrantSchema>;

export const adminUnitSchema = z.object({ fid: z.number().int(), name: z.string(), domain: z.string() });
export type AdminUnit = z.infer<typeof adminUnitSchema>;

/** Who is at the console, in which unit, and what they may do there. */
export const adminMeSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  name: z.string(),
  grants: z.array(adminGrantSchema),
  /** The unit the console is managing: the host's, or the one a platform administrator switched to. */
  unit: adminUnitSchema,
  permissions: z.array(adminPermissionSchema),
  /** Units the caller may switch to (the platform administrator: all of them; others: none). */
  units: z.array(adminUnitSchema),
  /** Where the session stands with 两步验证 (ADR 080): the console asks for the code before anything else. */
  secondStep: secondStepStatusSchema,
});
export type AdminMe = z.infer<typeof adminMeSchema>;

/** The cookie a platform administrator's unit switch is kept in (a unit's fid); other callers' is ignored. */
export const ADMIN_UNIT_COOKIE = 'yz_admin_unit';

/** The templates a unit may use (spec §3): 1 default, 2 pctpl2, 4 pctpl4. */
export const SITE_TEMPLATES = [
  { value: 1, label: '默认模板' },
  { value: 2, label: '模板二（pctpl2）' },
  { value: 4, label: '模板四（pctpl4）' },
] as const;

/** A stored item's version: a save names the version it started from (EDIT_CONFLICT when it is no longer current). */
export const versionField = z
  .string()
  .max(64, '版本无效')
  .regex(/^[\w-]*$/, '版本无效')
  .meta({ description: '保存所基于的版本' });

const THEME_COLOUR_FORMAT = '主题色应为 # 加六位十六进制数，如 #1677ff';

/** A minute in Beijing time as the console shows and takes it: 2026-12-13 00:00. */
const beijingMinute = z
  .string()
  .max(16, '时间格式应为 2026-12-13 00:00')
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/, '时间格式应为 2026-12-13 00:00');

export const siteSettingsSchema = z.object({
  /** The unit's name (示范大学). */
  name: userText(40, '单位名称不能超过 40 个字').min(1, '单位名称不能为空'),
  /** The site's title in the header and the browser tab (示范大学一站式服务大厅). */
  title: userText(60, '站点标题不能超过 60 个字').min(1, '站点标题不能为空'),
  logo: logoAddressSchema,
  themeColor: z
    .string()
    .max(7, THEME_COLOUR_FORMAT)
    .regex(/^#[0-9a-fA-F]{6}$/, THEME_COLOUR_FORMAT),
  template: z.union([z.literal(1), z.literal(2), z.literal(4)], { error: '请选择默认模板、模板二或模板四' }),
  /** 哀悼模式: the whole site in greyscale, now. */
  mourning: z.boolean(),
  /** When it turns on by itself (Beijing time, 2026-12-13 00:00), or null. */
  mourningFrom: beijingMinute.nullable(),
  /** When it turns off by itself, or null. */
  mourningUntil: beijingMinute.nullable(),
  /** 默认开启长辈版: the care mode for visitors who have not chosen (ADR 084). */
  careByDefault: z.boolean(),
  /** 管理员须开启两步验证 (ADR 080). */
  requireAdminSecondStep: z.boolean(),
  filingText: userText(100, '备案号不能超过 100 个字'),
  copyright: userText(200, '版权信息不能超过 200 个字'),
  address: userText(200, '地址不能超过 200 个字'),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const versionedSiteSettingsSchema = siteSettingsSchema.extend({ version: versionField });
export type VersionedSiteSettings = z.infer<typeof versionedSiteSettingsSchema>;

/** The kinds of account in words (the console's user list). */
export const USER_TYPE_NAMES: Readonly<Record<string, string>> = {
  STUDENT: '学生',
  TEACHER: '教师',
  STAFF: '教职工',
  ALUMNI: '校友',
  CITIZEN: '市民',
};

export const adminUserSchema = z.object({
  uid: z.number().int(),
  username: z.string(),
  name: z.string(),
  userType: z.string(),
  disabled: z.boolean(),
  /** The console roles the account holds in the unit managed (names), empty for most. */
  roles: z.array(z.string()),
  /** The department the person belongs to (ADR 083): its id and name, or null and ''. */
  departmentId: z.number().int().nullable(),
  department: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersQuerySchema = z.object({
  ...pageQueryFields,
  /** The start of an account name or of a person's name. */
  keyword: userText(40, '关键词不能超过 40 个字').optional(),
});

/** A role to grant in the unit managed: the platform role is never granted here. */
export const unitRoleSchema = z.enum(['unitAdmin', 'editor', 'serviceAdmin', 'auditor'], {
  error: '角色不在可选范围内',
});

const uidField = z.number().int().min(1, '用户编号无效').max(2_147_483_647, '用户编号无效');

export const userRolesSchema = z.object({
  uid: z.number().int(),
  roles: z.array(z.object({ role: unitRoleSchema, departmentIds: z.array(z.number().int()) })),
  version: versionField,
});
export type UserRoles = z.infer<typeof userRolesSchema>;

export const adminApi = {
  me: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/me',
    summary: '管理后台：当前管理员、所管单位与权限',
    data: adminMeSchema,
    policy: { caller: 'admin', permission: 'console', beforeSecondStep: true },
  }),
  siteSettings: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/site',
    summary: '管理后台：站点设置',
    data: versionedSiteSettingsSchema,
    policy: { caller: 'admin', permission: 'site' },
  }),
  saveSiteSettings: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/site',
    summary: '管理后台：保存站点设置',
    body: versionedSiteSettingsSchema,
    data: versionedSiteSettingsSchema,
    policy: { caller: 'admin', permission: 'site' },
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/users',
    summary: '管理后台：用户列表（按账号或姓名开头查找，分页）',
    query: adminUsersQuerySchema,
    data: z.object({ list: z.array(adminUserSchema), total: z.number().int() }),
    policy: { caller: 'admin', permission: 'users' },
  }),
  setUserDisabled: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/users/disabled',
    summary: '管理后台：停用或启用账号（停用即注销其全部登录）',
    body: z.object({ uid: uidField, disabled: z.boolean() }),
    data: adminUserSchema,
    policy: { caller: 'admin', permission: 'users' },
  }),
  userRoles: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/users/roles',
    summary: '管理后台：一个用户在本单位的管理角色，以及可选的部门',
    query: z.object({ uid: z.coerce.number().int().min(1, '用户编号无效').max(2_147_483_647, '用户编号无效') }),
    data: userRolesSchema.extend({ departments: z.array(z.object({ id: z.number().int(), name: z.string() })) }),
    policy: { caller: 'admin', permission: 'users' },
  }),
  saveUserRoles: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/users/roles',
    summary: '管理后台：设置一个用户在本单位的管理角色',
    body: z.object({
      uid: uidField,
      roles: z
        .array(
          z.object({
            role: unitRoleSchema,
            departmentIds: z
              .array(z.number().int().min(1, '部门无效').max(2_147_483_647, '部门无效'))
              .max(100, '部门过多'),
          }),
        )
        .max(4, '角色过多'),
      version: versionField,
    }),
    data: userRolesSchema,
    policy: { caller: 'admin', permission: 'users' },
  }),
  audit: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/audit',
    summary: '管理后台：审计日志',
    query: auditQuerySchema,
    data: z.object({ list: z.array(auditEntrySchema), total: z.number().int() }),
    policy: { caller: 'admin', permission: 'audit' },
  }),
};
