/**
 * The backup file (ADR 068), gzip-compressed text, one item a line:
 *
 *   YIZHAN-BACKUP 1                       the magic line and the format's version
 *   {"header": …}                         BackupHeader: when, from which store, at which migration, which tables
 *   {"table":"units","columns":[…]}       for each table, parents before children (foreign keys):
 *   <rows in PostgreSQL's COPY text format, one a line>
 *   \.                                    end of the table's rows
 *   {"sequences":[…]}                     every sequence's state, read after the rows
 *   {"end":{"rows":{"units":5,…}}}        the trailer: a file without it was cut short
 *
 * COPY's text format escapes newlines, carriage returns and backslashes inside values, so a row is exactly one line
 * and no row can read `\.`.
 */
export const MAGIC = 'YIZHAN-BACKUP 1';
export const END_OF_ROWS = '\\.';

export interface BackupHeader {
  format: 'yizhan-backup';
  version: 1;
  createdAt: string;
  /** Where it was taken: `embedded` (the default store) or `postgres` (DATABASE_URL). */
  store: string;
  /** The server's version() text, for the reader's information. */
  server: string;
  /** The last migration the store had: restored, the store is brought to it, loaded, then migrated on. */
  migration: { count: number; tag: string; when: number };
  /** The tables that follow, in order. */
  tables: string[];
}

export interface TableStart {
  table: string;
  columns: string[];
}

export interface SequenceState {
  name: string;
  /** bigint as text. */
  value: string;
  called: boolean;
}

export interface Trailer {
  end: { rows: Record<string, number> };
}

/**
 * A backup or restore that was refused and changed nothing: its message (Chinese) says why and what to do. The
 * CLI prints it alone and exits 2.
 */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

/** The line of a JSON item. */
export const jsonLine = (value: unknown) => `${JSON.stringify(value)}\n`;

/** A JSON item line of the expected kind, else a refusal saying the file is damaged. */
export function parseItem<T>(line: string, key: string, where: string): T {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    value = undefined;
  }
  if (typeof value !== 'object' || value === null || !(key in value)) {
    throw new BackupRefusal(`备份文件已损坏：${where}处应为「${key}」记录，实际内容无法识别。`);
  }
  return value as T;
}

/** Double-quoted SQL identifier. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;
