// `npm run integration:key -- <command>`: an administrator's tool for a unit's integration keys and app secret.
//   create --unit <domain|fid> --name <system>   a new key for a business system (shown once)
//   list   --unit <domain|fid>                   the unit's keys (never the keys themselves)
//   revoke --unit <domain|fid> --id <id>         stops a key at once
//   rotate --unit <domain|fid> --id <id>         a new key for the same system (shown once); the old one stops
//   rotate-secret --unit <domain|fid>            a new createToken app secret (shown once); old tokens stop working
//   revoke-secret --unit <domain|fid>            switches createToken off; its tokens stop working
// The console's 接入密钥 page (integration.admin.ts) does the same through the same functions.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { formatSecond } from '@yizhan/contracts';
import { loadEnv } from '../../env';
import { openDatabase } from '../../db/client';
import type { Db } from '../../db/client';
import { findUnitByDomain, units } from '../units';
import { auditLog } from '../audit';
import {
  createIntegrationKey,
  listIntegrationKeys,
  revokeIntegrationKey,
  rotateIntegrationKey,
} from './integration.keys';
import { revokeAppSecret, rotateAppSecret } from './app-secrets';

const USAGE =
  '用法：npm run integration:key -- create --unit <域名|fid> --name <系统名称> | list --unit <域名|fid> | ' +
  'revoke --unit <域名|fid> --id <编号> | rotate --unit <域名|fid> --id <编号> | ' +
  'rotate-secret --unit <域名|fid> | revoke-secret --unit <域名|fid>';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { unit: { type: 'string' }, name: { type: 'string' }, id: { type: 'string' } },
});
const command = positionals[0];

/** The unit named by its fid or one of its domains. */
async function unitOf(db: Db, given: string | undefined) {
  if (!given) return undefined;
  if (/^\d+$/.test(given)) {
    const [row] = await db
      .select()
      .from(units)
      .where(eq(units.fid, Number(given)));
    return row;
  }
  return findUnitByDomain(db, given.toLowerCase());
}

/** An audit entry for an administrator's change (D1): no request, so the tool names itself. */
const audit = (db: Db, fid: number, outcome: 'success' | 'failure', method: string, reason: string) =>
  db.insert(auditLog).values({
    fid,
    event: 'integration_key',
    outcome,
    method,
    reason: reason.slice(0, 64),
    username: 'integration:key',
    userAgent: 'cli',
  });

const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.YIZHAN_DATA_DIR });
let exitCode = 0;
try {
  await database.migrate();
  const { db } = database;
  const unit = await unitOf(db, values.unit);
  if (!unit) throw new Error(values.unit ? `未找到单位：${values.unit}` : USAGE);
  if (command === 'create') {
    const name = values.name?.trim();
    if (!name || name.length > 64) throw new Error('请用 --name 给出系统名称（不超过 64 个字符）');
    const { key, row } = await createIntegrationKey(db, unit.fid, name);
    await audit(db, unit.fid, 'success', 'create', `${row.id}:${name}`);
    console.log(`已为 ${unit.fid} 的「${name}」创建接入密钥（编号 ${row.id}）。密钥只显示这一次，请妥善保存：`);
    console.log(key);
  } else if (command === 'list') {
    for (const key of await listIntegrationKeys(db, unit.fid)) {
      const state = key.revokedAt ? `已吊销 ${formatSecond(key.revokedAt)}` : '有效';
      const used = key.lastUsedAt ? formatSecond(key.lastUsedAt) : '从未使用';
      console.log(
        `${key.id}\t${key.name}\t${key.prefix}…\t创建 ${formatSecond(key.createdAt)}\t最近使用 ${used}\t${state}`,
      );
    }
  } else if (command === 'revoke') {
    const id = Number(values.id);
    if (!Number.isInteger(id) || id < 1) throw new Error('请用 --id 给出要吊销的密钥编号');
    const revoked = await revokeIntegrationKey(db, unit.fid, id);
    await audit(db, unit.fid, revoked ? 'success' : 'failure', 'revoke', String(id));
    if (!revoked) throw new Error(`单位 ${unit.fid} 没有有效的 ${id} 号密钥`);
    console.log(`已吊销 ${id} 号密钥，使用它的推送将得到 401。`);
  } else if (command === 'rotate') {
    const id = Number(values.id);
    if (!Number.isInteger(id) || id < 1) throw new Error('请用 --id 给出要更换的密钥编号');
    const made = await rotateIntegrationKey(db, unit.fid, id);
    await audit(db, unit.fid, made ? 'success' : 'failure', 'rotate', made ? `${id}->${made.row.id}` : String(id));
    if (!made) throw new Error(`单位 ${unit.fid} 没有有效的 ${id} 号密钥`);
    console.log(`已吊销 ${id} 号密钥，换为 ${made.row.id} 号。新密钥只显示这一次，请妥善保存：`);
    console.log(made.key);
  } else if (command === 'revoke-secret') {
    const revoked = await revokeAppSecret(db, unit.fid);
    await audit(db, unit.fid, revoked ? 'success' : 'failure', 'revoke-secret', '');
    if (!revoked) throw new Error(`单位 ${unit.fid} 没有应用密钥`);
    console.log(`已停用 ${unit.fid} 的应用密钥，createToken 关闭，此前签发的令牌全部失效。`);
  } else if (command === 'rotate-secret') {
    const row = await rotateAppSecret(db, unit.fid);
    await audit(db, unit.fid, 'success', 'rotate-secret', `version ${row.version}`);
    console.log(`已更换 ${unit.fid} 的应用密钥（第 ${row.version} 版），此前签发的令牌全部失效。新密钥只显示这一次：`);
    console.log(row.secret);
  } else {
    throw new Error(USAGE);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  exitCode = 1;
} finally {
  await database.close();
}
process.exit(exitCode);
