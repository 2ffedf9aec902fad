import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, getTableColumns, getTableName, is, isTable, sql, SQL } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect } from 'vitest';
import { searchApi, type SearchResult } from '@yizhan/contracts';
import type { TestApp } from '../../test/test-app';
import { migrationsFolder } from '../../db/migrations-folder';
import * as schema from '../../schema';
import { seed } from '../../seed';
import { wirePortalSearch } from '../../search-sources';
import { serviceHallKit } from '../service-hall/service-hall.test-kit';
import { appTypes, apps, departments } from '../service-hall/service-hall.table';
import { newsArticles, newsCategories } from '../news/news.table';

/** The demo university (host localhost). */
export const CAMPUS = 100001;

/** Request helpers of the search tests, on top of the service hall's (sign-in, GET, POST). */
export function searchKit(t: TestApp) {
  const kit = serviceHallKit(t);

  /** A search, asserting a successful envelope. */
  async function search(keyword: string, token?: string, extra = '', host = 'localhost'): Promise<SearchResult> {
    const { status, body } = await kit.get(
      `${searchApi.search.path}?keyword=${encodeURIComponent(keyword)}${extra}`,
      token,
      host,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.success, JSON.stringify(body)).toBe(true);
    return body.data as SearchResult;
  }

  /** The titles of one kind's listed results, in their order. */
  const titles = (result: SearchResult, kind: string) =>
    result.groups.find((group) => group.kind === kind)?.list.map((hit) => hit.title) ?? [];
  /** The total of one kind (undefined when the kind is not searchable for the viewer). */
  const total = (result: SearchResult, kind: string) => result.groups.find((group) => group.kind === kind)?.total;

  /** Adds a service (or business system) to the campus unit, with the given visibility. */
  async function addApp(
    name: string,
    options: { summary?: string; roles?: string[]; visitorVisible?: boolean; hits?: number; system?: boolean } = {},
  ): Promise<number> {
    const db = t.database.db;
    const attributeType = options.system ? 2 : 1;
    const [type] = await db
      .select()
      .from(appTypes)
      .where(and(eq(appTypes.fid, CAMPUS), eq(appTypes.attributeType, attributeType)))
      .limit(1);
    const [dept] = await db.select().from(departments).where(eq(departments.fid, CAMPUS)).limit(1);
    const [row] = await db
      .insert(apps)
      .values({
        fid: CAMPUS,
        name,
        summary: options.summary ?? '',
        deptId: dept!.id,
        typeId: type!.id,
        attributeType,
        roles: options.roles ?? [],
        visitorVisible: options.visitorVisible ?? true,
        hits: options.hits ?? 0,
        pcUrl: 'https://example.edu.cn/app',
        mobileUrl: 'https://example.edu.cn/m/app',
      })
      .returning({ id: apps.id });
    return row!.id;
  }

  /** Adds a news article to the campus unit's first category. */
  async function addNews(title: string, content: string, views = 0): Promise<number> {
    const db = t.database.db;
    const [category] = await db.select().from(newsCategories).where(eq(newsCategories.fid, CAMPUS)).limit(1);
    const [row] = await db
      .insert(newsArticles)
      .values({
        fid: CAMPUS,
        categoryId: category!.id,
        title,
        summary: '',
        content: `<p>${content}</p>`,
        source: '党委宣传部',
        publishedAt: new Date('2026-03-02T02:00:00Z'),
        views,
      })
      .returning({ id: newsArticles.id });
    return row!.id;
  }

  return { ...kit, search, titles, total, addApp, addNews };
}

/** The migrations as they were before `tag`: a copy of the folder whose journal ends one entry earlier. */
function foldersBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'yizhan-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(
    0,
    journal.entries.findIndex((entry) => entry.tag === tag),
  );
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/**
 * A migration's test store: `open()` gives an in-memory database migrated up to `tag` (not included) and seeded,
 * `upgrade()` runs the migrations from `tag` on. Called at a test file's top level (its copy of the migrations is
 * removed after the file).
 */
/**
 * Adds to an older store's tables the columns today's schema has and it lacks (their type and default only), and
 * gives back the statements that drop them again.
 */
/** A column's default as SQL: an expression as it is (now()), a value as a literal. */
const defaultOf = (value: unknown): SQL => {
  if (is(value, SQL)) return value;
  const text = Array.isArray(value)
    ? `{${value.join(',')}}`
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  return sql.raw(`'${text.replace(/'/g, "''")}'`);
};

async function addLaterColumns(db: ReturnType<typeof drizzle>) {
  const drops = [];
  for (const table of Object.values(schema)) {
    if (!isTable(table)) continue;
    const name = getTableName(table);
    const present = await db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = ${name}`,
    );
    if (present.rows.length === 0) continue;
    const have = new Set(present.rows.map((row) => row.column_name));
    for (const column of Object.values(getTableColumns(table))) {
      if (have.has(column.name)) continue;
      const definition = sql`alter table ${sql.identifier(name)} add column ${sql.identifier(column.name)} ${sql.raw(column.getSQLType())}`;
      await db.execute(
        column.default === undefined ? definition : sql`${definition} default ${defaultOf(column.default)}`,
      );
      drops.push(sql`alter table ${sql.identifier(name)} drop column ${sql.identifier(column.name)}`);
    }
  }
  return drops;
}

export function storeBefore(tag: string) {
  const folder = foldersBefore(tag);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  return {
    async open() {
      // Searched and drained without an app, which would wire the search.
      wirePortalSearch();
      const client = new PGlite();
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: folder });
      // Seeded as the store was: every tag these tests start before is older than migration 0037. Today's code names
      // every column of today's tables, so the columns added since are there until the upgrade, which adds them.
      const added = await addLaterColumns(db);
      await seed(db, { recentTables: false });
      const upgrade = async () => {
        for (const drop of added) await db.execute(drop);
        await migrate(db, { migrationsFolder });
      };
      return { db, upgrade, close: () => client.close() };
    },
  };
}
