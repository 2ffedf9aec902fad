import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { apps } from '../modules/service-hall/service-hall.table';
import { planKeyword, rankSearch } from '@yizhan/search/testing';
import type { Db } from './client';
import { renderSql } from './render-sql';

const dialect = new PgDialect();
/** What drizzle renders: the text and the values (its typings are for its own prepared statements). */
const drizzled = (statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { sql: text, params };
};

/** The ranking statement a search would run (search.repository.ts), caught instead of run. */
async function rankingOf(keyword: string, uid: number | null): Promise<SQL> {
  let caught: SQL | undefined;
  const state = { ranked: null, id: null, index_version: 1, owner_version: 0, index_queued: false };
  const db = { execute: async (query: SQL) => ((caught = query), { rows: [state] }) } as unknown as Db;
  const scope = { fid: 1, kinds: ['service', 'news', 'notice'] as const, uid, userType: uid ? 'STUDENT' : null };
  const plans = [planKeyword(keyword), planKeyword(`${keyword}申请`)];
  await rankSearch(db, { ...scope, kinds: [...scope.kinds] }, plans, {
    listKinds: ['news'],
    offset: 10,
    limit: 10,
    cap: 1000,
  });
  return caught!;
}

describe('renderSql', () => {
  it('renders what sql templates hold exactly as drizzle does', async () => {
    const at = new Date('2026-11-29T00:00:00Z');
    const nested = sql`a = ${1} AND (${sql`b = ${'x'} OR c IS ${null}`}) AND d < ${at} AND ${sql.raw('e')} = ${true}`;
    const statements = [
      sql`SELECT 1`,
      sql``,
      nested,
      sql.join([nested, sql`f = ${2n}`, undefined as unknown as SQL], sql` OR `),
      await rankingOf('奖学金', null),
      await rankingOf('jzj', 42),
    ];
    for (const statement of statements) expect(renderSql(statement)).toEqual(drizzled(statement));
  });

  it('leaves to drizzle what a template does not hold: columns, lists, placeholders, inlined values', () => {
    const statements = [
      sql`SELECT ${apps.name} FROM ${apps} WHERE ${apps.id} = ${3}`,
      sql`x IN ${[1, 2, 3]}`,
      sql`y = ${sql.placeholder('y')}`,
      sql`z = ${'inline'}`.inlineParams(),
      sql`w = ${sql`${'inline'}`.inlineParams()}`,
    ];
    for (const statement of statements) expect(renderSql(statement)).toEqual(drizzled(statement));
  });
});
