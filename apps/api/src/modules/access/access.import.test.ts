import { describe, expect, it } from 'vitest';
import { adminApi, adminUsersMoreApi, authApi, SHEET_ROWS_REFUSED } from '@yizhan/contracts';
import { readSheet } from '../../lib/spreadsheet';
import { useTestApp } from '../../test/test-app';
import { consoleKit, withQuery } from './access.test-kit';

const t = useTestApp();
const { login, call } = consoleKit(t);

const HEADER = '账号,姓名,类型,手机号,邮箱,初始密码';
const csv = (lines: string[]) => ({
  fileName: '用户.csv',
  content: Buffer.from([HEADER, ...lines].join('\r\n'), 'utf8').toString('base64'),
});
const importOf = (token: string, lines: string[]) => call(adminUsersMoreApi.importUsers, { token, body: csv(lines) });
const countOf = async (token: string, keyword: string) =>
  (await call(withQuery(adminApi.users, { keyword }), { token })).body.data.total;

describe('importing users', () => {
  it('offers a template, to those who manage users only', async () => {
    const admin = await login('admin100001');
    const template = await call(adminUsersMoreApi.importTemplate, { token: admin });
    expect(template.body.data.fileName).toBe('用户导入模板.xlsx');
    for (const who of ['editor100001', '2023001']) {
      const token = await login(who);
      expect((await importOf(token, ['imp79x,某,学生,,,'])).status).toBe(403);
    }
    expect((await call(adminUsersMoreApi.importUsers, { body: csv(['imp79x,某,学生,,,']) })).body.code).toBe(401);
  });

  it('refuses a file with three bad rows, naming those rows, and writes nothing', async () => {
    const admin = await login('admin100001');
    const refused = await importOf(admin, [
      'imp79a,甲,学生,13800000001,a@example.cn,',
      'imp79b,乙,教师,,,',
      'imp79a,丙,学生,,,', // line 4: repeats line 2
      '2023001,丁,学生,,,', // line 5: the unit has it
      'imp79c,戊,学生,,,short', // line 6: against the policy
      'imp79d,己,学生,,,',
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(SHEET_ROWS_REFUSED);
    expect(refused.body.data.rows).toEqual([
      { line: 4, messages: ['账号：与第 2 行重复'] },
      { line: 5, messages: ['账号：本单位已有账号 2023001'] },
      { line: 6, messages: ['初始密码：密码至少 8 位'] },
    ]);
    expect(await countOf(admin, 'imp79')).toBe(0);

    const kinds = await importOf(admin, ['imp79e,庚,外星人,12,not-mail,']);
    expect(kinds.body.data.rows[0].messages).toEqual([
      '类型：应为学生、教师、教职工、校友、市民之一',
      '手机号：手机号应为以 1 开头的 11 位数字',
      '邮箱：邮箱格式不正确',
    ]);
  });

  it('imports a good file of 50 whole, hands the made-up passwords back once, and audits without them', async () => {
    const admin = await login('admin100001');
    const lines = Array.from({ length: 50 }, (_, index) => {
      const n = String(index).padStart(2, '0');
      const typed = index % 5 === 0 ? `Typed#20${n}` : '';
      return `good79${n},导入${n},${index % 2 ? '教师' : 'STUDENT'},138000000${n},u${n}@example.cn,${typed}`;
    });
    const imported = await importOf(admin, lines);
    expect(imported.body.data.imported).toBe(50);
    expect(await countOf(admin, 'good79')).toBe(50);

    const file = imported.body.data.passwords;
    expect(file.fileName).toBe('用户初始密码.xlsx');
    const columns = [
      { key: 'username', header: '账号', hint: '' },
      { key: 'password', header: '初始密码', hint: '' },
    ] as const;
    const rows = await readSheet(file, columns);
    expect(rows).toHaveLength(40);
    const [first] = rows;
    const signIn = await t.app.inject({
      method: 'POST',
      url: authApi.passwordLogin.path,
      remoteAddress: '10.79.9.9',
      headers: { host: 'localhost' },
      payload: { username: first!.cells.username, password: first!.cells.password },
    });
    expect(signIn.json().data).toEqual({ tourist: 0, mustChangePassword: true });

    const audit = (await call(withQuery(adminApi.audit, { pageSize: 10 }), { token: admin })).body.data.list;
    const entry = audit.find((item: { action: string }) => item.action === '导入用户');
    expect(entry).toMatchObject({ target: '文件 用户.csv', after: { imported: 50, generatedPasswords: 40 } });
    const logged = JSON.stringify(audit);
    expect(logged).not.toContain(first!.cells.password);
    expect(logged).not.toContain('Typed#2000');
  });
});
