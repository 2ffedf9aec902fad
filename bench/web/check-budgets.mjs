// `npm test` (after the build): fails when a route's first visit loads more JS or CSS than bench/budgets.json allows,
// naming the route and its largest files. Reads the build only: no server, no browser, a second or two.
import { budgetFailures, budgetOf, kb, pageWeights, readBudgets, webBuildDir } from './page-weight.mjs';

const weights = pageWeights(webBuildDir);
const budgets = readBudgets();
const failures = budgetFailures(weights, budgets);
const heaviest = (kind) => weights.reduce((max, page) => (page[kind].gzip > max[kind].gzip ? page : max));

if (failures.length > 0) {
  console.error(`✖ ${failures.length} page-weight budget(s) broken (bench/budgets.json):\n`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
for (const kind of ['js', 'css']) {
  const page = heaviest(kind);
  console.log(
    `✔ ${kind.toUpperCase()} of every route within budget (${weights.length} routes); heaviest ${page.path} ` +
      `${kb(page[kind].gzip)} KB of ${budgetOf(budgets, kind, page.path)} KB gzip`,
  );
}
const mobileHome = weights.find((page) => page.path === '/mobile/home');
if (mobileHome)
  console.log(`  /mobile/home ${kb(mobileHome.js.gzip)} KB JS of ${budgetOf(budgets, 'js', '/mobile/home')} KB`);
