// Part of `npm test`: every line of the security rules (S1–S5, A1–A8, R1–R7, D1–D3, F1–F4 of
// ../shared/design/security.md) is named in a test title, or listed in docs/reliability.md as not testable yet with
// the reason. Also keeps the table in docs/reliability.md honest: every test file it names for a line has a title
// naming that line, and a line listed as not testable yet has no test naming it (move it to the tested ones).
// `--list` prints which test files name each line. Titles are read with the TypeScript parser from every *.test.ts(x) and *.spec.ts: describe/it/test titles, also
// through .each(…), .skipIf(…) and the like.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const securityFile = process.env.SECURITY_MD ?? path.resolve(root, '../shared/design/security.md');
const reliabilityFile = path.join(root, 'docs/reliability.md');
const ID = /\b([SARDF][1-9])\b/g;
const TEST_FILE = /\.(test\.tsx?|spec\.ts)$/;

/** Every test file under the workspaces (node_modules, builds and other generated folders left out). */
function testFiles(dir = root, found = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', 'build', '.react-router', 'test-results', '.git', '.data'].includes(entry.name)) {
      continue;
    }
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) testFiles(full, found);
    else if (TEST_FILE.test(entry.name)) found.push(full);
  }
  return found;
}

/** The name a call is made through: `it`, `describe`, `it.each([…])`, `test.describe.skipIf(x)` → its first name. */
function calleeRoot(expression) {
  let node = expression;
  for (;;) {
    if (ts.isIdentifier(node)) return node.text;
    if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else if (ts.isCallExpression(node)) node = node.expression;
    else return undefined;
  }
}

/** The text of a title argument: a string, or a template with its placeholders kept as written. */
function titleText(node, source) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.getText(source);
  return undefined;
}

/** The titles of a test file's describe/it/test calls. */
function titlesOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const titles = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ['describe', 'it', 'test'].includes(calleeRoot(node.expression))) {
      const first = node.arguments[0];
      const title = first && titleText(first, source);
      if (title !== undefined) titles.push(title);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return titles;
}

/** The coverage table of docs/reliability.md: `| S1 | what | tests or "Not testable yet: why" |` rows. */
function coverageTable() {
  const text = readFileSync(reliabilityFile, 'utf8');
  const rows = new Map();
  for (const line of text.split('\n')) {
    const match = /^\|\s*([SARDF][1-9])\s*\|([^|]*)\|(.*)\|\s*$/.exec(line);
    if (!match) continue;
    const [, id, , cell] = match;
    const notYet = /not testable yet/i.test(cell);
    const files = [...cell.matchAll(/`([^`]+\.(?:test\.tsx?|spec\.ts))`/g)].map((m) => m[1]);
    rows.set(id, { notYet, files, reason: cell.trim() });
  }
  return rows;
}

const problems = [];
const table = coverageTable();
let ids;
if (existsSync(securityFile)) {
  ids = [...new Set([...readFileSync(securityFile, 'utf8').matchAll(/^- ([SARDF][1-9]) /gm)].map((m) => m[1]))];
  for (const id of ids) if (!table.has(id)) problems.push(`${id}: missing from the table in docs/reliability.md`);
  for (const id of table.keys())
    if (!ids.includes(id)) problems.push(`${id}: in docs/reliability.md, not in security.md`);
} else {
  ids = [...table.keys()];
  console.log(`(${path.relative(root, securityFile)} not found: checking the ids of docs/reliability.md's table)`);
}

// Where each id is named in a title: id → Set of repository-relative test files.
const named = new Map();
for (const file of testFiles()) {
  const relative = path.relative(root, file);
  for (const title of titlesOf(file)) {
    for (const [, id] of title.matchAll(ID)) {
      if (!named.has(id)) named.set(id, new Set());
      named.get(id).add(relative);
    }
  }
}

/** A file named in the table by its path or by its file name alone. */
const resolves = (listed, files) => [...files].some((file) => file === listed || path.basename(file) === listed);

for (const id of ids) {
  const files = named.get(id) ?? new Set();
  const row = table.get(id);
  if (!row) continue;
  if (files.size === 0 && !row.notYet) {
    problems.push(`${id}: no test title names it, and docs/reliability.md does not list it as not testable yet`);
  }
  if (row.notYet && row.files.length === 0 && files.size > 0) {
    problems.push(`${id}: listed as not testable yet, but ${[...files].join(', ')} name it: list those tests instead`);
  }
  for (const listed of row.files) {
    if (!resolves(listed, files))
      problems.push(`${id}: docs/reliability.md names ${listed}, which has no title naming ${id}`);
  }
}

if (process.argv.includes('--list')) {
  for (const id of ids) console.log(`${id}: ${[...(named.get(id) ?? [])].join(', ') || '—'}`);
}

const tested = ids.filter((id) => (named.get(id)?.size ?? 0) > 0);
const notYet = ids.filter((id) => table.get(id)?.notYet && !tested.includes(id));
if (problems.length > 0) {
  console.error(`✖ security.md coverage:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✔ security.md coverage: ${tested.length} of ${ids.length} lines named in test titles; not testable yet: ${notYet.join(', ') || 'none'}`,
);
