// The console's lists on the large data set (issue 37: every console list paged on the server, with no sequential
// scan on the big tables), for npm run bench:large.
import { call, signIn } from './scenarios.mjs';

const KEYWORD = '证明';

/**
 * The console's news list (issue 37 item 7, ADR 073) over the unit's 100,000 articles, as its administrator reads it:
 * the first page, one state, one category, titles starting with a word — each on its own index, the count capped.
 */
export async function consoleNewsScenarios(server) {
  const tokens = [await signIn(server, 'admin100001')];
  const [category] = (await call(server, '/homepage/news/category/custom')).envelope.data;
  const list = (query) => `/pedestal/admin/news?page=1&pageSize=20${query}`;
  return [
    { name: 'console news: first page', path: list(''), tokens },
    { name: 'console news: drafts', path: list('&status=draft'), tokens },
    { name: `console news: "${category.name}"`, path: list(`&categoryId=${category.categoryId}`), tokens },
    { name: 'console news: titles starting "关于"', path: list(`&title=${encodeURIComponent('关于')}`), tokens },
  ];
}

/**
 * The console's other lists on the large set (issue 37: every list paged on the server, no sequential scan on the big
 * tables): the 12,000 services by page, name start and department, the 12,000 users by page and account start, the
 * audit log by page and event, the business systems — as the unit administrator reads them.
 */
export async function consoleListScenarios(server) {
  const tokens = [await signIn(server, 'admin100001')];
  const [dept] = (await call(server, '/homepage/homeAppType/getHomeDept')).envelope.data;
  const page = (path, query = '') => `${path}?page=1&pageSize=20${query}`;
  return [
    { name: 'console services: first page', path: page('/pedestal/admin/services'), tokens },
    {
      name: `console services: names starting "${KEYWORD}"`,
      path: page('/pedestal/admin/services', `&name=${encodeURIComponent(KEYWORD)}`),
      tokens,
    },
    {
      name: `console services: department "${dept.name}"`,
      path: page('/pedestal/admin/services', `&deptId=${dept.deptId}`),
      tokens,
    },
    { name: 'console users: first page', path: page('/pedestal/admin/users'), tokens },
    { name: 'console users: accounts starting "2023"', path: page('/pedestal/admin/users', '&keyword=2023'), tokens },
    { name: 'console audit: first page', path: page('/pedestal/admin/audit'), tokens },
    { name: 'console audit: sign-ins', path: page('/pedestal/admin/audit', '&event=login'), tokens },
    { name: 'console business systems: first page', path: page('/pedestal/admin/systems'), tokens },
  ];
}
