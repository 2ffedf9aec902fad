import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { approvals } from '../modules/approval/approval.table';
import { users } from '../modules/users/users.table';
import { useSsrHost } from '../test/ssr-host';

// /to-approval: an approval's own page through the leave-the-portal notice, for its own user only (ADR 031).
const t = useSsrHost();

async function approvalOf(username: string) {
  const [row] = await t.database.db
    .select({ id: approvals.id, pageLinkUrl: approvals.pageLinkUrl })
    .from(approvals)
    .innerJoin(users, eq(users.uid, approvals.uid))
    .where(and(eq(users.username, username), eq(users.fid, 100001)))
    .limit(1);
  return row!;
}

describe('/to-approval', () => {
  it('shows the signed-in user the 即将前往 notice for their own item, with the address it stored', async () => {
    const own = await approvalOf('T1001');
    const { cookie } = await t.signIn('T1001');
    const { status, html } = await t.page(`/to-approval?id=${own.id}&terminalType=1&back=%2Ftask-center`, {
      headers: { cookie },
    });
    expect(status).toBe(200);
    expect(html).toContain('即将前往');
    expect(html).toContain(`href="${own.pageLinkUrl}"`);
    expect(html).toContain('href="/task-center"');
  });

  it('never opens another user’s item, nor a back address off the site', async () => {
    const theirs = await approvalOf('2023001');
    const { cookie } = await t.signIn('T1001');
    const other = await t.page(`/to-approval?id=${theirs.id}&terminalType=1&back=%2F%2Fevil.example`, {
      headers: { cookie },
    });
    expect(other.status).toBe(404);
    expect(other.html).toContain('该审批不存在或已删除');
    expect(other.html).not.toContain(theirs.pageLinkUrl);
    expect(other.html).not.toContain('evil.example');
  });

  it('sends a guest to sign in and back', async () => {
    const own = await approvalOf('T1001');
    const guest = await t.page(`/to-approval?id=${own.id}&terminalType=2`);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe(
      `/mobile-login?redirect=${encodeURIComponent(`/to-approval?id=${own.id}&terminalType=2`)}`,
    );
  });
});
