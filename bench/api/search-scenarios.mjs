// The search calls bench:api and bench:large measure (issue 12 item 7, ADR 036): what a guest types into the box.
import { call } from './scenarios.mjs';

const search = (query) => `/homepage/homeApp/search?${new URLSearchParams(query)}`;

/** Keywords of the spread scenario: the words of the first service titles the server lists, a different one each. */
async function titleWords(server, count) {
  const body = { page: 1, pageSize: 100 };
  const { envelope } = await call(server, '/homepage/homeApp/getServiceApp', { method: 'POST', body });
  const words = new Set();
  for (const app of envelope.data.list) {
    // The title without its bracketed college or district, and its first four characters: two keywords a person
    // would type for it.
    const name = app.name.replace(/（[^）]*）/g, '');
    words.add(name);
    words.add([...name].slice(0, 4).join(''));
    if (words.size >= count) break;
  }
  return [...words];
}

/**
 * Searches of a guest on the demo university: a specific word, a common one over every kind, pinyin initials and
 * full pinyin, a later page of one kind, a typo (nothing found: near titles and the most used services), suggestions
 * as one types, and many different keywords (no answer is cached, but the hot terms count each).
 */
export async function searchScenarios(server) {
  const words = await titleWords(server, 100);
  return [
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
      name: `search: ${words.length} different keywords`,
      path: search({ keyword: words[0] }),
      paths: words.map((keyword) => search({ keyword })),
    },
  ];
}
