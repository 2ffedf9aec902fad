// The search calls bench:api and bench:large measure (issue 12 item 7, ADR 036): what a guest types into the box.
import pg from 'pg';
import { load, loadRounds } from '../lib/load.mjs';
import { call } from './scenarios.mjs';

/** Issue 12 item 7: search answers p95 ≤ 50 ms on the large data set. */
export const SEARCH_BUDGET = { p95Ms: 50 };

const search = (query) => `/homepage/homeApp/search?${new URLSearchParams(query)}`;

/** Keywords of a spread scenario: two a person would type for each title, a different one each. */
function titleWords(titles, count) {
  const words = new Set();
  for (const title of titles) {
    // The title without its bracketed college or district, and its first four characters.
    const name = title.replace(/（[^）]*）/g, '');
    words.add(name);
    words.add([...name].slice(0, 4).join(''));
    if (words.size >= count) break;
  }
  return [...words].slice(0, count);
}

/** Titles the server lists: services (100 a page) and the first category's news (50 a page). */
async function listedTitles(server, pages) {
  const [services, news] = [[], []];
  for (let page = 1; page <= pages; page += 1) {
    const body = { page, pageSize: 100 };
    const { envelope } = await call(server, '/homepage/homeApp/getServiceApp', { method: 'POST', body });
    services.push(...envelope.data.list.map((app) => app.name));
  }
  const [category] = (await call(server, '/homepage/news/category/custom')).envelope.data;
  for (let page = 1; page <= pages; page += 1) {
    const list = `/homepage/news/list?categoryId=${category.categoryId}&page=${page}&pageSize=50`;
    news.push(...(await call(server, list)).envelope.data.list.map((item) => item.title));
  }
  return { services, news };
}

/** The two-character pieces of Chinese text found in the most titles: the words that match the most records. */
function commonestPieces(titles, count) {
  const seen = new Map();
  for (const title of titles) {
    const han = title.replace(/[^\p{Script=Han}]+/gu, ' ');
    const pieces = new Set();
    for (const run of han.split(' ')) for (let i = 0; i + 2 <= run.length; i += 1) pieces.add(run.slice(i, i + 2));
    for (const piece of pieces) seen.set(piece, (seen.get(piece) ?? 0) + 1);
  }
  return [...seen.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([piece]) => piece);
}

/**
 * What a round of first searches needs first: the index changed (its version advanced, as every drain does), so
 * no answer or ranking kept before — by the plan capture or an earlier round — meets it.
 */
async function changeIndex(databaseUrl) {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    await client.query(`SELECT nextval('search_index_version')`);
  } finally {
    await client.end();
  }
}

/** Notices sent a second while a notice-traffic scenario runs: a busy message center's pace. */
const NOTICES_PER_SECOND = 20;

/**
 * Sends a notice to a random user of the database every 1/NOTICES_PER_SECOND s, as a message center does, until the
 * returned function is called (it resolves once the last insert finished).
 */
async function sendNotices(databaseUrl) {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  const users = (await client.query(`SELECT uid, fid FROM users ORDER BY uid`)).rows;
  let sent = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const user = users[sent % users.length];
      sent += 1;
      await client.query(
        `INSERT INTO inbox_items (fid, uid, kind, title, content, sent_at) VALUES ($1, $2, 'notice', $3, $4, now())`,
        [user.fid, user.uid, `关于第${sent}批学生证补办结果的通知`, '请于工作日到学生事务中心领取。'],
      );
      await new Promise((resolve) => setTimeout(resolve, 1000 / NOTICES_PER_SECOND));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
  };
}

/**
 * Runs one scenario: a first-search one in rounds after the index changed (loadFirstSearches), one with
 * notice traffic while notices are sent (sendNotices), any other for the duration. `optionsOf(paths)` gives the
 * load options of its paths; `databaseUrl` is the server's database.
 */
export async function loadScenario(scenario, databaseUrl, optionsOf) {
  if (scenario.once) return loadFirstSearches(scenario, databaseUrl, optionsOf);
  if (!scenario.notices) return load(optionsOf(scenario.paths));
  const stop = await sendNotices(databaseUrl);
  try {
    return await load(optionsOf(scenario.paths));
  } finally {
    await stop();
  }
}

/** Rounds of a first-search scenario, each after the index changed, reported together (loadRounds). */
const FIRST_SEARCH_ROUNDS = 3;

/**
 * Measures a first-search scenario: FIRST_SEARCH_ROUNDS rounds, each sending every search of `scenario.once()` once
 * after the index changed. `optionsOf(paths)` gives the load options of a round's paths.
 */
const loadFirstSearches = (scenario, databaseUrl, optionsOf) =>
  loadRounds(FIRST_SEARCH_ROUNDS, async () => {
    await changeIndex(databaseUrl);
    const paths = scenario.once();
    return { ...optionsOf(paths), amount: paths.length };
  });

/**
 * First searches: answers and rankings are kept while the index is unchanged (ADR 036), so a call repeated under
 * load measures the kept path. Here every request is sent once a round (`once()` lists them), after the index
 * changed (loadFirstSearches): the commonest title pieces (thousands of matches each, capped at 1,000 per kind) over every kind;
 * the same, each followed by page 2 of its services and of its news (what a visitor does next: the pages share the
 * word's ranking); and different title words — searches nobody asked since the index last changed.
 */
export async function firstSearchScenarios(server) {
  const { services, news } = await listedTitles(server, 5);
  const common = commonestPieces([...services, ...news], 40);
  // A service's title, then an article's, and so on.
  const alternating = services.flatMap((title, i) => [title, news[i % news.length]]);
  const words = titleWords(alternating, 200);
  const scenarios = [
    {
      name: `first search: ${common.length} commonest words`,
      path: search({ keyword: common[0] }),
      once: () => common.map((keyword) => search({ keyword })),
    },
    {
      name: `first search: ${common.length} commonest words + 2 pages`,
      path: search({ keyword: common[0] }),
      once: () =>
        common.flatMap((keyword) => [
          search({ keyword }),
          search({ keyword, kind: 'service', page: '2' }),
          search({ keyword, kind: 'news', page: '2' }),
        ]),
    },
    {
      // A message to one user changes only their own entries (ADR 047): a guest's kept searches stay kept.
      name: `${common.length} commonest words while notices arrive`,
      path: search({ keyword: common[0] }),
      paths: common.map((keyword) => search({ keyword })),
      notices: true,
    },
    {
      name: `first search: ${words.length} different title words`,
      path: search({ keyword: words[0] }),
      once: () => words.map((keyword) => search({ keyword })),
    },
  ];
  return scenarios.map((scenario) => ({ ...scenario, budget: SEARCH_BUDGET }));
}

/**
 * Searches of a guest on the demo university: a specific word, a common one over every kind, pinyin initials and
 * full pinyin, a later page of one kind, a typo (nothing found: near titles and the most used services), suggestions
 * as one types (from its first character), and many different keywords (each kept after its first search; the hot terms count each).
 */
export async function searchScenarios(server) {
  const words = titleWords((await listedTitles(server, 1)).services, 100);
  const scenarios = [
    { name: 'search "奖学金" (every kind)', path: search({ keyword: '奖学金' }) },
    { name: 'search "证明" (every kind)', path: search({ keyword: '证明' }) },
    { name: 'search "xszbb" (initials)', path: search({ keyword: 'xszbb' }) },
    { name: 'search "jiangxuejin" (pinyin)', path: search({ keyword: 'jiangxuejin' }) },
    { name: 'search "通知" news page 3', path: search({ keyword: '通知', kind: 'news', page: '3' }) },
    { name: 'search "将学金申情" (typo)', path: search({ keyword: '将学金申情' }) },
    {
      name: 'searchSuggest "学生"',
      path: `/homepage/homeApp/searchSuggest?${new URLSearchParams({ keyword: '学生' })}`,
    },
    {
      // The first key a student types: one character in twenty thousand titles.
      name: 'searchSuggest "学" (one character)',
      path: `/homepage/homeApp/searchSuggest?${new URLSearchParams({ keyword: '学' })}`,
    },
    {
      name: `search: ${words.length} different keywords`,
      path: search({ keyword: words[0] }),
      paths: words.map((keyword) => search({ keyword })),
    },
  ];
  return scenarios.map((scenario) => ({ ...scenario, budget: SEARCH_BUDGET }));
}
