import { sql } from 'drizzle-orm';
import { loadEnv } from '../env';
import { openDatabase } from '../db/client';
import { removeEmbeddedCluster } from '../db/embedded/embedded-postgres';
import { exitOnStoreError } from '../db/embedded/store-error';
import { workspaceRoot } from '../ops/workspace-root';
import { seed } from '.';

/** `db:seed` adds the demo units that are missing; `db:reset` drops everything, migrates and seeds afresh. */
const command = process.argv[2];
if (command !== 'seed' && command !== 'reset') {
  console.error(`未知命令：${command}（可用：seed、reset）`);
  process.exit(1);
}

// npm runs this script in apps/api; without this a relative YIZHAN_DATA_DIR (./.data) would name another folder
// than the server's.
process.chdir(workspaceRoot());
const env = loadEnv();
const embedded = !env.DATABASE_URL;
// The embedded store is reset by deleting its cluster folder: that also recovers a folder that no longer opens.
if (command === 'reset' && embedded) {
  await removeEmbeddedCluster(env.YIZHAN_DATA_DIR).catch(exitOnStoreError);
}
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.YIZHAN_DATA_DIR }).catch(exitOnStoreError);
try {
  if (command === 'reset' && !embedded) {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  }
  await database.migrate();
  const added = await seed(database.db);
  console.log(added.length > 0 ? `已写入演示单位：${added.join('、')}` : '演示数据已存在，无需写入');
} finally {
  await database.close();
}
