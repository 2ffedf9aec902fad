import type { FastifyInstance } from 'fastify';
import { formatSecond, SEARCH_HISTORY_MAX, searchApi } from '@yizhan/contracts';
import {
  addHistory,
  clearHistory,
  forgetSynonyms,
  listHistory,
  probeIndex,
  searchRead,
  suggest,
  synonymsOf,
} from '@yizhan/search';
import { replicaReads, type Db } from '../../db/client';
import { cachedReads, type MemoCache } from '../../lib/memo-cache';
import { listMenus } from '../navigation';
import { searchPagesOf } from '../navigation';
import { HotTermCounter } from '../home';
import { serializedAnswer, serve } from '../../lib/serve';
import { requireUser } from '../../plugins/auth';
import { viewerOf } from '../../lib/viewer';
import { SearchAnswers, SeenIndexVersion } from './search.answers';
import { SearchRankings } from './search.rankings';

const tags = ['搜索'];

/**
 * Search (spec §7 Search, issue 12 items 1–4, ADR 036): one search over services, business systems, news, notices
 * and three lists, as-you-type suggestions, and the signed-in user's history. Rate-limited as searches
 * (plugins/rate-limit.ts). Hot terms are the home module's getSearchStatistic, counted here.
 */
export async function searchRoutes(app: FastifyInstance, { db, cache }: { db: Db; cache: MemoCache }) {
  // The unit's menu decides which kinds a viewer searches: read from memory until a change notice (ADR 018).
  const { menus } = cachedReads(cache, 'search', { menus: (fid: number) => listMenus(db, fid, 'pc') });
  const pagesOf = searchPagesOf(menus);
  const hotTerms = new HotTermCounter(db, app.log);
  // A change announced by the database may be a synonym rule's (ADR 075): the next search reads the unit's rules.
  cache.onClear(() => forgetSynonyms(db));
  // One record of the index versions seen: a change either store learns of forgets what both kept.
  const versions = new SeenIndexVersion();
  // Rankings are read from the replica when there is one (ADR 078): answers and rankings belong to the index
  // versions read beside them, so one read from a replica a moment behind is simply not served again.
  const reader = replicaReads(db);
  const answers = new SearchAnswers(versions);
  const rankings = new SearchRankings(versions);
  app.metrics.watchCache('search-answers', () => answers.stats);
  app.addHook('onClose', () => hotTerms.flush());
  // Searches are timed whichever way they come: over HTTP, or in a server render of the search page.
  const { metrics } = app;
  serve(
    app,
    searchApi.search,
    ({ request, query }) =>
      metrics.timeSearch('search', async () => {
        const fid = request.unit.fid;
        const viewer = viewerOf(request.session);
        // The kinds a viewer searches follow the unit's menu (cache.version) and their user type; notices their uid;
        // what a keyword asks, the unit's synonyms (ADR 052).
        const key = [
          fid,
          cache.version,
          (await synonymsOf(db, fid)).stamp,
          viewer.uid,
          viewer.userType,
          query.kind,
          query.page,
          query.pageSize,
          query.keyword,
        ]
          .map(String)
          .join(' ');
        // A kept answer costs the index probe; a search reads the index state in its own statement. Either is sent
        // as the bytes serialized once (SerializedAnswer).
        const kept = answers.has(key) ? answers.get(key, await probeIndex(db, viewer.uid)) : undefined;
        let answer = kept;
        if (!answer) {
          const read = await searchRead(db, fid, viewer, query, { log: request.log, pagesOf, rankings, reader });
          answer = { sent: serializedAnswer(searchApi.search, read.result), found: read.result.total > 0 };
          if (read.state) answers.set(key, read.state, answer);
        }
        // A search typed in the box is its first page of every kind; a tab or a later page is the same search.
        if (query.kind === 'all' && query.page === 1) {
          if (viewer.uid !== null) await addHistory(db, viewer.uid, fid, query.keyword, SEARCH_HISTORY_MAX);
          // Only what found something counts towards the hot terms (a typo or a probe never becomes one); what found
          // nothing is counted for the console's zero-result searches.
          hotTerms.count(fid, query.keyword, answer.found);
        }
        return answer.sent;
      }),
    { tags },
  );
  serve(
    app,
    searchApi.suggest,
    ({ request, query }) =>
      metrics.timeSearch('suggest', async () => {
        const viewer = viewerOf(request.session);
        const history =
          viewer.uid === null ? [] : await listHistory(db, viewer.uid, request.unit.fid, SEARCH_HISTORY_MAX);
        return suggest(
          db,
          request.unit.fid,
          viewer,
          query.keyword,
          history.map((row) => row.keyword),
          pagesOf,
        );
      }),
    { tags },
  );
  serve(
    app,
    searchApi.records,
    async ({ request }) => {
      const viewer = viewerOf(request.session);
      // Guests keep no history on the server.
      if (viewer.uid === null) return [];
      const rows = await listHistory(db, viewer.uid, request.unit.fid, SEARCH_HISTORY_MAX);
      return rows.map((row) => ({ keyword: row.keyword, time: formatSecond(row.searchedAt) }));
    },
    { tags },
  );
  serve(
    app,
    searchApi.clearRecords,
    async ({ request, body }) => {
      const { uid } = requireUser(request);
      return { cleared: await clearHistory(db, uid, request.unit.fid, body.keyword) };
    },
    { tags },
  );
}
