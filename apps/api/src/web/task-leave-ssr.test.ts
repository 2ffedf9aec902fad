import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { tasks } from '../modules/task-center/task-center.table';
import { users } from '../modules/users/users.table';
import { useSsrHost } from '../test/ssr-host';

// /to-task: a task's page in its own system through the leave-the-portal notice, for its own user only; the phone
// gets the task's mobile address, or its desktop one when it has none.
const t = useSsrHost();

async function taskOf(username: string) {
  const [row] = await t.database.db
    .select({ id: tasks.id, pcUrl: tasks.pcUrl, mobileUrl: tasks.mobileUrl })
    .from(tasks)
    .innerJoin(users, eq(users.uid, tasks.uid))
    .where(and(eq(users.username, username), eq(users.fid, 100001)))
    .limit(1);
  return row!;
}

describe('/to-task', () => {
  it('shows the signed-in user the 即将前往 notice with their task’s address for each site', async () => {
    const own = await taskOf('T1001');
    const { cookie } = await t.signIn('T1001');
    const desktop = await t.page(`/to-task?id=${own.id}&terminalType=1`, { headers: { cookie } });
    expect(desktop.status).toBe(200);
    expect(desktop.html).toContain('即将前往');
    expect(desktop.html).toContain(`href="${own.pcUrl}"`);
    // No page named: 返回 leads to the task center.
    expect(desktop.html).toContain('href="/task-center"');
    await t.database.db.update(tasks).set({ mobileUrl: 'https://m.example.edu.cn/task' }).where(eq(tasks.id, own.id));
    const phone = await t.page(`/to-task?id=${own.id}&terminalType=2`, { headers: { cookie } });
    expect(phone.html).toContain('href="https://m.example.edu.cn/task"');
    expect(phone.html).toContain('href="/mobile/task-center"');
    await t.database.db.update(tasks).set({ mobileUrl: '' }).where(eq(tasks.id, own.id));
    const fallback = await t.page(`/to-task?id=${own.id}&terminalType=2`, { headers: { cookie } });
    expect(fallback.html).toContain(`href="${own.pcUrl}"`);
  });

  it('never opens another user’s task, a task without an address, nor a back address off the site', async () => {
    const theirs = await taskOf('2023001');
    const own = await taskOf('T1001');
    const { cookie } = await t.signIn('T1001');
    const other = await t.page(`/to-task?id=${theirs.id}&terminalType=1&back=%2F%2Fevil.example`, {
      headers: { cookie },
    });
    expect(other.status).toBe(404);
    expect(other.html).toContain('无法打开该任务');
    expect(other.html).toContain('该任务不存在或已删除');
    expect(other.html).not.toContain(theirs.pcUrl);
    expect(other.html).not.toContain('evil.example');
    await t.database.db.update(tasks).set({ pcUrl: 'javascript:alert(1)' }).where(eq(tasks.id, own.id));
    const unsafe = await t.page(`/to-task?id=${own.id}&terminalType=1`, { headers: { cookie } });
    expect(unsafe.status).toBe(404);
    expect(unsafe.html).toContain('该任务没有可打开的地址，请到原系统中处理');
    expect(unsafe.html).not.toContain('javascript:alert');
    await t.database.db.update(tasks).set({ pcUrl: own.pcUrl }).where(eq(tasks.id, own.id));
  });

  it('sends a guest to sign in and back', async () => {
    const own = await taskOf('T1001');
    const guest = await t.page(`/to-task?id=${own.id}&terminalType=1`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe(
      `/login?redirect=${encodeURIComponent(`/to-task?id=${own.id}&terminalType=1`)}`,
    );
  });
});
