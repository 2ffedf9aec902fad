// `npm test`: lint, typecheck, the structure check, the security.md coverage check, the decision index, build, unit
// tests, then the browser tests; stops at the first failure. Its children find the project's Node (ADR 065) first on
// the PATH npm gave this script.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

/** Same lookup as playwright.config.ts: CHROME_PATH, else the usual system locations. */
function findChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((candidate) => candidate && existsSync(candidate));
}

/** Runs one step with inherited output; exits with its status when it fails. */
function step(title, command, args) {
  console.log(`\n=== ${title}: ${[command, ...args].join(' ')} ===\n`);
  const result = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.error) {
    console.error(`\n✖ ${title}: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (${result.signal ?? `exit code ${result.status}`})`);
    process.exit(result.status || 1);
  }
}

step('Lint', 'npm', ['run', 'lint']);
step('Typecheck', 'npm', ['run', 'typecheck']);
step('Structure (ADR 058)', 'npm', ['run', 'check:structure']);
step('security.md coverage', 'node', ['scripts/check-security-coverage.mjs']);
step('Decision index', 'node', ['scripts/adr-index.mjs', '--check']);
step('Build', 'npm', ['run', 'build']);
step('Page-weight budgets', 'node', ['bench/web/check-budgets.mjs']);
step('Unit tests', 'npx', ['vitest', 'run']);

const chromium = findChromium();
if (!chromium) {
  console.error(
    '\n✖ Chromium not found: install the Debian package "chromium" (apt-get install chromium) or set CHROME_PATH',
  );
  process.exit(1);
}
console.log(`\nUsing Chromium at ${chromium}`);
step('End-to-end tests', 'npx', ['playwright', 'test']);

console.log('\n✔ All checks passed');
