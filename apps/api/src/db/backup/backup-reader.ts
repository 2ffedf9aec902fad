import type { Migration } from '../migration-journal';
import {
  BackupRefusal,
  END_OF_ROWS,
  MAGIC,
  parseItem,
  type BackupHeader,
  type SequenceState,
  type TableStart,
  type Trailer,
} from './format';
import { LineReader } from './line-reader';

/** Rows handed on at a time: large enough that a row is not a COPY message of its own. */
const BATCH_BYTES = 256 * 1024;
const NEWLINE = Buffer.from('\n');

/** What a table's rows are given to: COPY in a restore, nothing in the check that comes first. */
export type RowSink = (start: TableStart, batches: AsyncIterable<Buffer>) => Promise<void>;

/** Reads nothing into anything: the check of the whole file before the store is touched. */
export const discardRows: RowSink = async (_start, batches) => {
  for await (const batch of batches) void batch;
};

/** The header, checked against the code's migrations: a backup newer than the code is refused. */
export async function readHeader(
  reader: LineReader,
  migrations: Migration[],
): Promise<{ header: BackupHeader; taken: Migration }> {
  const magic = await reader.nextText();
  if (magic !== MAGIC) {
    throw new BackupRefusal(
      magic.startsWith('YIZHAN-BACKUP ')
        ? `这个备份文件的格式版本（${magic.slice(14)}）比当前代码新，无法读取：请用更新版本的代码恢复。`
        : '这不是一站的备份文件（开头的标记不对），没有恢复任何内容。',
    );
  }
  const { header } = parseItem<{ header: BackupHeader }>(await reader.nextText(), 'header', '文件开头');
  if (typeof header.migration?.when !== 'number' || !Array.isArray(header.tables)) {
    throw new BackupRefusal('备份文件已损坏：文件开头的说明缺少迁移或表的记录，没有恢复任何内容。');
  }
  const known = migrations.find((migration) => migration.when === header.migration.when);
  if (known) return { header, taken: known };
  const last = migrations.at(-1)!;
  throw new BackupRefusal(
    header.migration.when > last.when
      ? `这个备份来自更新版本的一站：它备份时数据库已到迁移 ${header.migration.tag}，而当前代码只到迁移 ${last.tag}。` +
          '请先把代码升级到不低于备份时的版本，再恢复。'
      : `备份时的迁移 ${header.migration.tag} 不在当前代码的迁移记录中，无法确定它的表结构，没有恢复任何内容。`,
  );
}

/** One table's rows in batches, up to its end-of-rows line, counted into `counted`. */
async function* rowBatches(reader: LineReader, counted: { rows: number }): AsyncGenerator<Buffer> {
  let batch: Buffer[] = [];
  let size = 0;
  for (;;) {
    const line = await reader.next();
    if (line === null) throw new BackupRefusal('备份文件不完整：它在中途被截断了，没有恢复任何内容。');
    if (line.length === END_OF_ROWS.length && line.toString() === END_OF_ROWS) break;
    batch.push(line, NEWLINE);
    size += line.length + 1;
    counted.rows += 1;
    if (size >= BATCH_BYTES) {
      yield Buffer.concat(batch);
      batch = [];
      size = 0;
    }
  }
  if (size > 0) yield Buffer.concat(batch);
}

/**
 * Everything after the header: each table's rows into `sink`, in the header's order, then the sequences and the
 * trailer, whose row counts must be the ones read. Reading on to the end makes gzip check its checksum too.
 */
export async function readBody(
  reader: LineReader,
  header: BackupHeader,
  sink: RowSink,
): Promise<{ sequences: SequenceState[]; rows: number }> {
  const counted: Record<string, number> = {};
  for (const [index, expected] of header.tables.entries()) {
    const start = parseItem<TableStart>(await reader.nextText(), 'table', `第 ${index + 1} 张表开头`);
    if (start.table !== expected || !Array.isArray(start.columns)) {
      throw new BackupRefusal(`备份文件已损坏：第 ${index + 1} 张表应为 ${expected}，实际是 ${start.table}。`);
    }
    const count = { rows: 0 };
    await sink(start, rowBatches(reader, count));
    counted[start.table] = count.rows;
  }
  const { sequences } = parseItem<{ sequences: SequenceState[] }>(await reader.nextText(), 'sequences', '序列记录');
  const { end } = parseItem<Trailer>(await reader.nextText(), 'end', '文件结尾');
  const differs = header.tables.find((table) => end.rows?.[table] !== counted[table]);
  if (differs !== undefined) {
    throw new BackupRefusal(`备份文件已损坏：表 ${differs} 的行数与文件结尾的记录不符，没有恢复任何内容。`);
  }
  if ((await reader.next()) !== null) throw new BackupRefusal('备份文件已损坏：结尾记录之后还有内容。');
  return { sequences, rows: Object.values(counted).reduce((sum, rows) => sum + rows, 0) };
}

/** Reads the whole file once, checking it, before a restore touches the store. */
export async function checkBackup(file: string, migrations: Migration[]): Promise<BackupHeader> {
  const reader = new LineReader(file);
  try {
    const { header } = await readHeader(reader, migrations);
    await readBody(reader, header, discardRows);
    return header;
  } finally {
    await reader.close().catch(() => {});
  }
}
