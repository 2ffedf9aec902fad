import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  adminSearchWordsApi,
  CODE,
  shanghaiDay,
  ZERO_RESULT_DAYS,
  type AdminSynonym,
  type EndpointData,
} from '@yizhan/contracts';
import {
  deleteSynonymRule,
  findSynonymRule,
  forgetSynonyms,
  insertSynonymRule,
  listSynonymRules,
  ruleWordOf,
  updateSynonymRule,
  wordsWithRules,
  type StoredSynonymRule,
} from '@yizhan/search';
import type { Db } from '../../db/client';
import type { ApiRequest } from '../../lib/api-request';
import { BusinessError } from '../../lib/envelope';
import { assertCurrentVersion, versionOf } from '../../lib/versions';
import { serveAdmin, type AdminScope } from '../access';
import { recordAdminWrite } from '../audit';
import { units } from '../units';
import { topZeroResultSearches } from '../home';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many zero-result keywords the report lists. */
const REPORT_SIZE = 50;
const RULE_NOT_FOUND = '同义词规则不存在';

/** A rule as the console edits it, with the version a save must start from. */
function toSynonym(rule: StoredSynonymRule): AdminSynonym {
  const content = { word: rule.word, alternatives: rule.alternatives };
  return { id: rule.id, ...content, version: versionOf(content) };
}

const taken = (word: string) =>
  new BusinessError(CODE.conflict, `已有「${ruleWordOf(word)}」的同义词规则，请直接修改它`, 409);

/**
 * Runs a change of a unit's rules with the unit's row locked (two administrators' changes of one unit's rules run
 * one after the other, so a word is never given two rules), then forgets the rules this process keeps. Other
 * processes hear the table's change notice (migration of ADR 075) and forget theirs: the next search on any
 * instance asks the new rules, within a notice's round trip.
 */
async function changeRules<T>(db: Db, fid: number, change: (tx: Tx) => Promise<T>): Promise<T> {
  const done = await db.transaction(async (tx) => {
    await tx.select({ fid: units.fid }).from(units).where(eq(units.fid, fid)).for('update');
    return change(tx);
  });
  forgetSynonyms(db);
  return done;
}

/** The rule of a unit, locked, as the console saw it; refused when gone (404) or changed meanwhile (409). */
async function currentRule(tx: Pick<Db, 'select'>, fid: number, id: number, version: string) {
  const stored = await findSynonymRule(tx, fid, id, true);
  if (!stored) throw new BusinessError(CODE.notFound, RULE_NOT_FOUND, 404);
  const current = toSynonym(stored);
  assertCurrentVersion(version, current);
  return current;
}

/** 同义词 and 无结果搜索 of the console (issue 37 item 8, ADR 075). */
export function searchWordsAdminRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const audit = (
    request: ApiRequest,
    scope: AdminScope,
    action: string,
    before: AdminSynonym | null,
    after: AdminSynonym | null,
  ) =>
    recordAdminWrite(db, request, {
      fid: scope.unit.fid,
      uid: scope.uid,
      username: scope.username,
      action,
      target: `同义词「${(after ?? before)!.word}」`,
      before: before && { word: before.word, alternatives: before.alternatives },
      after: after && { word: after.word, alternatives: after.alternatives },
    });

  serveAdmin(app, adminSearchWordsApi.synonyms, async ({ query, scope }) => {
    const { list, total } = await listSynonymRules(db, scope.unit.fid, query.keyword ?? '', query.page, query.pageSize);
    return { list: list.map(toSynonym), total };
  });

  serveAdmin(app, adminSearchWordsApi.createSynonym, async ({ body, request, scope }) => {
    const rule = await changeRules(db, scope.unit.fid, async (tx) => {
      const added = await insertSynonymRule(tx, scope.unit.fid, body.word, body.alternatives);
      if (!added) throw taken(body.word);
      return toSynonym(added);
    });
    await audit(request, scope, 'synonym.create', null, rule);
    return rule;
  });

  serveAdmin(app, adminSearchWordsApi.saveSynonym, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const { before, after } = await changeRules(db, fid, async (tx) => {
      const before = await currentRule(tx, fid, body.id, body.version);
      const word = ruleWordOf(body.word);
      if (word !== before.word && (await wordsWithRules(tx, fid, [word])).size > 0) throw taken(word);
      return { before, after: toSynonym(await updateSynonymRule(tx, body.id, word, body.alternatives)) };
    });
    await audit(request, scope, 'synonym.save', before, after);
    return after;
  });

  serveAdmin(app, adminSearchWordsApi.removeSynonym, async ({ body, request, scope }) => {
    const fid = scope.unit.fid;
    const before = await changeRules(db, fid, async (tx) => {
      const before = await currentRule(tx, fid, body.id, body.version);
      await deleteSynonymRule(tx, body.id);
      return before;
    });
    await audit(request, scope, 'synonym.remove', before, null);
    return { removed: true };
  });

  serveAdmin(app, adminSearchWordsApi.zeroResults, async ({ scope }) => {
    const fid = scope.unit.fid;
    const now = Date.now();
    const since = shanghaiDay(new Date(now - (ZERO_RESULT_DAYS - 1) * 86_400_000));
    const rows = await topZeroResultSearches(db, fid, since, shanghaiDay(new Date(now)), REPORT_SIZE);
    const ruled = await wordsWithRules(
      db,
      fid,
      rows.map((row) => row.keyword),
    );
    return rows.map((row): EndpointData<typeof adminSearchWordsApi.zeroResults>[number] => ({
      ...row,
      hasSynonym: ruled.has(ruleWordOf(row.keyword)),
    }));
  });
}
