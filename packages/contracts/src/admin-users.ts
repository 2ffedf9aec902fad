import { z } from 'zod';
import { defineEndpoint } from './envelope';
import { adminUserSchema, USER_TYPE_NAMES } from './admin';
import { USERNAME_MAX_LENGTH } from './constants';
import { userText } from './primitives';
import { passwordField } from './password';
import { spreadsheetFileSchema, spreadsheetUploadSchema } from './spreadsheet';
import { accountDepartmentField } from './admin-account-departments';

// 用户与角色, the rest of issue 37 item 9 (ADR 079): create and import accounts, reset a password, see and end a
// user's sessions. The list, disabling and roles are adminApi's (admin.ts).

const uidField = z.number().int().min(1, '用户编号无效').max(2_147_483_647, '用户编号无效');

/** Letters, digits and _ . @ - : what 学号、工号 and e-mail-like accounts use, and nothing a link or a log mangles. */
export const accountNameField = z
  .string()
  .trim()
  .max(USERNAME_MAX_LENGTH, `账号不能超过 ${USERNAME_MAX_LENGTH} 个字符`)
  .min(1, '请输入账号')
  // Control characters are outside this set too: one pattern says both.
  .regex(/^[A-Za-z0-9_.@-]*$/, '账号只能包含字母、数字和 _ . @ -');

export const personNameField = userText(40, '姓名不能超过 40 个字').min(1, '请输入姓名');

const userTypes = Object.keys(USER_TYPE_NAMES) as [string, ...string[]];
export const accountTypeField = z.enum(userTypes, {
  error: `类型应为${Object.values(USER_TYPE_NAMES).join('、')}之一`,
});

/** A mainland mobile number, or '' for none. */
export const phoneField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(11, '手机号应为以 1 开头的 11 位数字')
    .regex(/^1\d{10}$/, '手机号应为以 1 开头的 11 位数字'),
]);

/** An e-mail address, or '' for none. */
export const emailField = z.union([
  z.literal(''),
  z
    .string()
    .trim()
    .max(100, '邮箱不能超过 100 个字符')
    .regex(/^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u, '邮箱格式不正确'),
]);

/** An initial or temporary password: empty means the server generates one (shown once). */
const setPasswordField = z.union([z.literal(''), passwordField('请输入密码')]).optional();

/** A password the server made up, in the one answer that shows it; null when the administrator chose it. */
const generatedPassword = z.string().nullable();

export const adminSessionSchema = z.object({
  /** Names the session to end; not the session id, which never leaves the server. */
  handle: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  ip: z.string(),
  /** The client environment and browser in words (企业微信, 电脑浏览器 · Chrome …); '' when not recorded. */
  client: z.string(),
  /** How the user signed in, in words (账号密码, 统一身份认证 …). */
  method: z.string(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;

export const adminUsersMoreApi = {
  createUser: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/users/create',
    summary: '管理后台：新建账号（初始密码留空则自动生成，只显示一次；首次登录须修改密码）',
    body: z.object({
      username: accountNameField,
      name: personNameField,
      userType: accountTypeField,
      /** Kept sealed in the person's profile (ADR 048); '' or absent for none. */
      phone: phoneField.optional(),
      email: emailField.optional(),
      password: setPasswordField,
      /** One of the unit's departments (ADR 083), or none. */
      departmentId: accountDepartmentField.optional(),
    }),
    data: z.object({ user: adminUserSchema, password: generatedPassword }),
    policy: { caller: 'admin', permission: 'users' },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/users/password',
    summary: '管理后台：重置密码（临时密码留空则自动生成，只显示一次）；注销其全部登录，下次登录须修改密码',
    body: z.object({ uid: uidField, password: setPasswordField }),
    data: z.object({ password: generatedPassword }),
    policy: { caller: 'admin', permission: 'users' },
  }),
  sessions: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/users/sessions',
    summary: '管理后台：一个用户当前有效的登录（何时、从哪里、最近活动）',
    query: z.object({ uid: z.coerce.number().int().min(1, '用户编号无效').max(2_147_483_647, '用户编号无效') }),
    data: z.object({ list: z.array(adminSessionSchema) }),
    policy: { caller: 'admin', permission: 'users' },
  }),
  revokeSessions: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/users/sessions/revoke',
    summary: '管理后台：注销一个用户的某次登录，不指定则注销全部',
    body: z.object({
      uid: uidField,
      handle: z
        .string()
        .regex(/^[0-9a-f]{1,64}$/, '登录记录无效')
        .optional(),
    }),
    data: z.object({ revoked: z.number().int() }),
    policy: { caller: 'admin', permission: 'users' },
  }),
  importTemplate: defineEndpoint({
    method: 'GET',
    path: '/pedestal/admin/users/import-template',
    summary: '管理后台：用户导入模板（.xlsx）',
    data: spreadsheetFileSchema,
    policy: { caller: 'admin', permission: 'users' },
  }),
  importUsers: defineEndpoint({
    method: 'POST',
    path: '/pedestal/admin/users/import',
    summary: '管理后台：从 Excel 或 CSV 导入用户，整份导入或整份退回；自动生成的初始密码以文件返回一次',
    // The file's name is only shown back: printable text, as everything a person sends.
    body: spreadsheetUploadSchema.extend({ fileName: userText(200, '文件名过长') }),
    data: z.object({ imported: z.number().int(), passwords: spreadsheetFileSchema.nullable() }),
    policy: { caller: 'admin', permission: 'users' },
  }),
};
