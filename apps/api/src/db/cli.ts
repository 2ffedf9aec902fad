import { sql } from 'drizzle-orm';
import { loadEnv } from '../env';
import { openDatabase } from './client';
import { seed } from './seed';

/** `db:seed` adds the demo units that are missing; `db:reset` drops everything, migrates and seeds afresh. */
const command = process.argv[2];
const env = loadEnv();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.YIZHAN_DATA_DIR });
try {
  if (command === 'reset') {
    await database.db.execute(sql`drop schema if exists public cascade`);
    await database.db.execute(sql`drop schema if exists drizzle cascade`);
    await database.db.execute(sql`create schema public`);
  } else if (command !== 'seed') {
    throw new Error(`未知命令：${command}（可用：seed、reset）`);
  }
  await database.migrate();
  const added = await seed(database.db);
  console.log(added.length > 0 ? `已写入演示单位：${added.join('、')}` : '演示数据已存在，无需写入');
} finally {
  await database.close();
}
