import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  accountNameField,
  adminUsersMoreApi,
  CODE,
  emailField,
  passwordField,
  personNameField,
  phoneField,
  USER_TYPE_NAMES,
} from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { checkRows, noteRepeats, RowProblems } from '../../lib/sheet-rows';
import { readSheet, SPREADSHEET_BODY_LIMIT, writeSheet, type SheetColumn } from '../../lib/spreadsheet';
import { recordAdminWrite } from '../audit';
import { existingAccounts, generatePassword, insertAccounts, unitPasswordPolicy, type NewAccount } from '../users';
import { serveAdmin } from './admin-scope';
import { hashAll } from './bounded-hashing';
import type { SaveContacts } from './access.accounts';
import type { ListDepartments } from './access.departments';

type Column = 'username' | 'name' | 'userType' | 'department' | 'phone' | 'email' | 'password';

const TYPE_LIST = Object.values(USER_TYPE_NAMES).join('、');

const COLUMNS: SheetColumn<Column>[] = [
  {
    key: 'username',
    header: '账号',
    required: true,
    text: true,
    hint: '学号、工号等，字母、数字和 _ . @ -，本单位内不能重复',
  },
  { key: 'name', header: '姓名', required: true, hint: '最多 40 个字' },
  { key: 'userType', header: '类型', required: true, hint: `${TYPE_LIST}之一` },
  { key: 'department', header: '部门', hint: '可不填；本单位已有部门的名称，如 教务处' },
  { key: 'phone', header: '手机号', text: true, hint: '可不填；以 1 开头的 11 位数字' },
  { key: 'email', header: '邮箱', hint: '可不填' },
  {
    key: 'password',
    header: '初始密码',
    text: true,
    hint: '可不填：不填的由系统生成，导入后下载一次；填写的须符合本单位的密码要求。首次登录时须修改密码',
  },
];

/** The kind of account by its Chinese name (学生) or its code (STUDENT), as operators write either. */
const TYPE_BY_TEXT = new Map(
  Object.entries(USER_TYPE_NAMES).flatMap(([code, name]) => [
    [name, code],
    [code, code],
  ]),
);

const rowSchema = z.object({
  username: accountNameField,
  name: personNameField,
  userType: z.string().transform((text, context) => {
    const code = TYPE_BY_TEXT.get(text.trim().toUpperCase()) ?? TYPE_BY_TEXT.get(text.trim());
    if (code) return code;
    context.addIssue({ code: 'custom', message: text ? `应为${TYPE_LIST}之一` : '不能为空' });
    return z.NEVER;
  }),
  department: z.string().trim(),
  phone: phoneField,
  email: emailField,
  password: z.union([z.literal(''), passwordField('')]),
});

/** The columns of the file of made-up passwords the import hands back once. */
const PASSWORD_COLUMNS: SheetColumn<'username' | 'name' | 'password'>[] = [
  { key: 'username', header: '账号', text: true, hint: '', width: 20 },
  { key: 'name', header: '姓名', hint: '', width: 16 },
  { key: 'password', header: '初始密码', text: true, hint: '', width: 20 },
];

const TAKEN_MEANWHILE = '导入期间有账号被他人创建，没有导入任何一行，请重新导入';

/**
 * 导入用户 (ADR 070, 079): every row checked first — the columns, repeats within the file, accounts the unit already
 * has, the unit's password policy — and any problem refuses the whole file with its rows named. A good file is
 * hashed (a few at a time) and then written in one transaction: accounts in batches, their contacts, the audit entry.
 */
export function accessImportRoutes(
  app: FastifyInstance,
  { db, saveContacts, listDepartments }: { db: Db; saveContacts: SaveContacts; listDepartments: ListDepartments },
) {
  serveAdmin(app, adminUsersMoreApi.importTemplate, () =>
    writeSheet('用户导入模板.xlsx', COLUMNS, [], { hints: true }),
  );

  serveAdmin(
    app,
    adminUsersMoreApi.importUsers,
    async ({ body, request, scope }) => {
      const fid = scope.unit.fid;
      const rows = await readSheet(body, COLUMNS);
      const problems = new RowProblems();
      const passed = checkRows(rows, COLUMNS, rowSchema, problems);
      noteRepeats(
        passed,
        (row) => row.username.toLowerCase(),
        (first) => `账号：与第 ${first} 行重复`,
        problems,
      );
      const taken = await existingAccounts(
        db,
        fid,
        passed.map(({ value }) => value.username),
      );
      const policy = await unitPasswordPolicy(db, fid);
      // A department by its name as the unit calls it (the first of two of one name).
      const departmentIds = new Map<string, number>();
      for (const department of await listDepartments(fid)) {
        if (!departmentIds.has(department.name)) departmentIds.set(department.name, department.id);
      }
      for (const { line, value } of passed) {
        if (value.department && !departmentIds.has(value.department)) {
          problems.add(line, `部门：本单位没有名为「${value.department}」的部门`);
        }
        if (taken.has(value.username.toLowerCase())) problems.add(line, `账号：本单位已有账号 ${value.username}`);
        const weak = value.password && policy.problem(value.password);
        if (weak) problems.add(line, `初始密码：${weak}`);
      }
      problems.refuseIfAny();

      const generated = new Map<string, string>();
      const wanted = passed.map(({ value }) => {
        const password = value.password || generatePassword();
        if (!value.password) generated.set(value.username, password);
        return { value, password, made: !value.password };
      });
      const hashes = await hashAll(wanted.map(({ password, made }) => ({ password, made })));
      const accounts: NewAccount[] = wanted.map(({ value }, index) => ({
        username: value.username,
        name: value.name,
        userType: value.userType,
        passwordHash: hashes[index]!,
        departmentId: departmentIds.get(value.department) ?? null,
      }));

      await db.transaction(async (tx) => {
        const txDb = tx as unknown as Db;
        const created = await insertAccounts(txDb, fid, accounts);
        if (created.length !== accounts.length) throw new BusinessError(CODE.badRequest, TAKEN_MEANWHILE, 400);
        const contactOf = new Map(wanted.map(({ value }) => [value.username, value]));
        await saveContacts(
          txDb,
          created.map((user) => ({
            uid: user.uid,
            fid,
            phone: contactOf.get(user.username)?.phone ?? '',
            email: contactOf.get(user.username)?.email ?? '',
          })),
        );
        await recordAdminWrite(txDb, request, {
          fid,
          uid: scope.uid,
          username: scope.username,
          action: 'user.import',
          target: `文件 ${body.fileName}`.slice(0, 200),
          before: null,
          // Counts only: the accounts are in the users list, and passwords never reach the log.
          after: { imported: created.length, generatedPasswords: generated.size },
        });
      });

      const passwords =
        generated.size === 0
          ? null
          : await writeSheet(
              '用户初始密码.xlsx',
              PASSWORD_COLUMNS,
              wanted
                .filter(({ made }) => made)
                .map(({ value, password }) => ({ username: value.username, name: value.name, password })),
            );
      return { imported: accounts.length, passwords };
    },
    { bodyLimit: SPREADSHEET_BODY_LIMIT },
  );
}
