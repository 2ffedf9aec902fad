import type { FastifyInstance } from 'fastify';
import { and, asc, count, desc, eq, like } from 'drizzle-orm';
import { adminSearchWordsApi, CODE, type AdminHotWord } from '@yizhan/contracts';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite } from '../audit';
import { searchKeywords } from './home.table';

type KeywordRow = typeof searchKeywords.$inferSelect;

/** A hot word as the console edits it: its version covers the flags, not the count every search moves. */
function toHotWord(row: KeywordRow): AdminHotWord {
  const flags = { keyword: row.keyword, pinned: row.pinned, hidden: row.hidden };
  return { id: row.id, count: row.count, ...flags, version: versionOf(flags) };
}

const flagsOf = (word: AdminHotWord | null) =>
  word && { keyword: word.keyword, pinned: word.pinned, hidden: word.hidden };

/** The unit's word, locked, as the console saw it; refused when gone (404) or changed meanwhile (409). */
async function currentWord(tx: Pick<Db, 'select'>, fid: number, id: number, version: string) {
  const [row] = await tx
    .select()
    .from(searchKeywords)
    .where(and(eq(searchKeywords.fid, fid), eq(searchKeywords.id, id)))
    .for('update');
  if (!row) throw new BusinessError(CODE.notFound, '热词不存在', 404);
  const current = toHotWord(row);
  assertCurrentVersion(version, current);
  return current;
}

/**
 * 热词 of the console (issue 37 item 8, ADR 075): the counted keywords, pinned, hidden, added or removed. A change of
 * the flags, an added or a removed word announces itself (migration of ADR 075), a count does not: the hot lists of
 * both sites follow within a notice's round trip.
 */
export function hotWordsAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = (
    request: ApiRequest,
    scope: AdminScope,
    action: string,
    before: AdminHotWord | null,
    after: AdminHotWord | null,
  ) =>
    recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action,
      target: `热词「${(after ?? before)!.keyword}」`,
      before: flagsOf(before),
      after: flagsOf(after),
    });

  serveAdmin(app, adminSearchWordsApi.hotWords, async ({ query, scope }) => {
    const prefix = query.keyword ? `${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const where = and(
      eq(searchKeywords.fid, scope.unit.fid),
      prefix ? like(searchKeywords.keyword, prefix) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(searchKeywords)
        .where(where)
        .orderBy(desc(searchKeywords.count), asc(searchKeywords.keyword))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(searchKeywords).where(where),
    ]);
    return { list: rows.map(toHotWord), total: total?.total ?? 0 };
  });

  serveAdmin(app, adminSearchWordsApi.createHotWord, async ({ body, request, scope }) => {
    // A word searched before keeps its count and is pinned; a new one starts at 0.
    const [row] = await db
      .insert(searchKeywords)
      .values({ fid: scope.unit.fid, keyword: body.word, pinned: true })
      .onConflictDoUpdate({
        target: [searchKeywords.fid, searchKeywords.keyword],
        set: { pinned: true, hidden: false },
      })
      .returning();
    const word = toHotWord(row!);
    await audit(request, scope, 'hotWord.create', null, word);
    return word;
  });

  serveAdmin(app, adminSearchWordsApi.saveHotWord, async ({ body, request, scope }) => {
    const { before, after } = await db.transaction(async (tx) => {
      const before = await currentWord(tx, scope.unit.fid, body.id, body.version);
      const [row] = await tx
        .update(searchKeywords)
        .set({ pinned: body.pinned, hidden: body.hidden })
        .where(eq(searchKeywords.id, body.id))
        .returning();
      return { before, after: toHotWord(row!) };
    });
    await audit(request, scope, 'hotWord.save', before, after);
    return after;
  });

  serveAdmin(app, adminSearchWordsApi.removeHotWord, async ({ body, request, scope }) => {
    const before = await db.transaction(async (tx) => {
      const before = await currentWord(tx, scope.unit.fid, body.id, body.version);
      await tx.delete(searchKeywords).where(eq(searchKeywords.id, body.id));
      return before;
    });
    await audit(request, scope, 'hotWord.remove', before, null);
    return { removed: true };
  });
}
