// Writes docs/decisions/README.md, the index of the decision records, from each record's title and Status line.
// `--check` fails when the committed index differs, so a new or superseded record cannot leave the index behind.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const folder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../docs/decisions');
const indexFile = path.join(folder, 'README.md');

/** The first sentence of the Status line: enough to tell accepted, amended and superseded apart. */
function statusOf(text, file) {
  const line = text.split('\n').find((row) => /^status:/i.test(row));
  if (!line) throw new Error(`${file}: 缺少 "Status:" 行`);
  const status = line.replace(/^status:\s*/i, '');
  const end = status.search(/\.(\s|$)/);
  return end === -1 ? status : status.slice(0, end);
}

function titleOf(text, file) {
  const heading = text.split('\n', 1)[0];
  const title = heading.replace(/^#\s*\d+\s*[.—-]\s*/, '');
  if (title === heading) throw new Error(`${file}: 第一行应为 "# NNN — 标题"`);
  return title;
}

function render() {
  const rows = readdirSync(folder)
    .filter((file) => /^\d{3}-.*\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(path.join(folder, file), 'utf8');
      const escape = (cell) => cell.replaceAll('|', '\\|');
      return `| [${file.slice(0, 3)}](${file}) | ${escape(titleOf(text, file))} | ${escape(statusOf(text, file))} |`;
    });
  return [
    '# Decision records',
    '',
    'Each significant choice has a record: its context, the decision and what follows from it. A record is never',
    'rewritten to say something else: a later one amends or supersedes it, and its Status line says so. This index is',
    'written by `node scripts/adr-index.mjs` and checked by `npm test`.',
    '',
    '| ADR | Decision | Status |',
    '| --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

// Formatted as `npm run lint` checks it, so the written index passes prettier unchanged.
const index = await prettier.format(render(), { ...(await prettier.resolveConfig(indexFile)), filepath: indexFile });
if (process.argv.includes('--check')) {
  let committed = '';
  try {
    committed = readFileSync(indexFile, 'utf8');
  } catch {
    // A missing index is reported as stale below.
  }
  if (committed !== index) {
    console.error('docs/decisions/README.md is out of date: run `node scripts/adr-index.mjs` and commit it.');
    process.exit(1);
  }
  console.log(
    `The decision index lists all ${index.split('\n').filter((row) => row.startsWith('| [')).length} records.`,
  );
} else {
  writeFileSync(indexFile, index);
}
