import { and, eq, inArray, sql } from 'drizzle-orm';
import { CODE, fieldLabel } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import { BusinessError } from '../../lib/envelope';
import { users } from '../users';

/**
 * The unit's users behind the accounts (学号 / 工号) a push names, by lower-cased account. An account the unit does
 * not have is refused as bad input naming its field (「办理人 2023999 不存在」): nothing is written.
 */
export async function resolveAccounts(
  db: Db,
  fid: number,
  named: { field: string; accounts: readonly string[] }[],
): Promise<Map<string, { uid: number; name: string }>> {
  const wanted = [...new Set(named.flatMap(({ accounts }) => accounts.map((account) => account.toLowerCase())))];
  const rows =
    wanted.length === 0
      ? []
      : await db
          .select({ uid: users.uid, name: users.name, account: sql<string>`lower(${users.username})` })
          .from(users)
          .where(and(eq(users.fid, fid), inArray(sql`lower(${users.username})`, wanted)));
  const found = new Map(rows.map((row) => [row.account, { uid: row.uid, name: row.name }]));
  for (const { field, accounts } of named) {
    const missing = accounts.find((account) => !found.has(account.toLowerCase()));
    if (missing !== undefined) {
      throw new BusinessError(CODE.badRequest, `${fieldLabel(field)} ${missing.slice(0, 64)} 不存在`, 400);
    }
  }
  return found;
}
