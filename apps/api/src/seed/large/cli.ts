import { loadEnv } from '../../env';
import { openDatabase } from '../../db/client';
import { seed } from '../index';
import { LARGE_DEFAULTS, seedLarge } from './index';

/**
 * `npm run seed:large`: migrates, makes sure the demo units exist, then adds the large benchmark data set to the
 * database of DATABASE_URL, or to the default store's data folder (YIZHAN_DATA_DIR) when it is not set.
 */
const env = loadEnv();
const started = performance.now();
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.YIZHAN_DATA_DIR });
try {
  await database.migrate();
  await seed(database.db);
  const added = await seedLarge(database.db, {
    ...LARGE_DEFAULTS,
    // The search index rebuild is the longest step after the inserts: a line every 10,000 records of a kind.
    onProgress: (kind, done) => {
      if (done % 10_000 === 0) console.log(`搜索索引：${kind} 已处理 ${done} 条`);
    },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  for (const unit of added) {
    console.log(
      `单位 ${unit.fid}：新增服务 ${unit.services} 个，新增用户 ${unit.users} 个，新增新闻 ${unit.news} 篇，` +
        `新增任务 ${unit.tasks} 条，新增消息 ${unit.messages} 条，新增个人数据 ${unit.people} 人，新增办件 ${unit.applications} 件，新增评价 ${unit.ratings} 条`,
    );
  }
  const none = added.every((unit) => unit.services === 0 && unit.users === 0 && unit.news === 0 && unit.tasks === 0);
  console.log(none ? `大数据集已存在，无需写入（${seconds} 秒）` : `大数据集写入完成（${seconds} 秒）`);
} finally {
  await database.close();
}
