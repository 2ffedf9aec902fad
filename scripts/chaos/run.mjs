// `npm run test:chaos`: the slow part of the reliability and security suite (docs/reliability.md); `npm test` runs
// the fast part. In order, stopping at the first failure:
//   1. npm run build (skipped with --skip-build);
//   2. the property-based fuzzing (*.fuzz.test.ts) at FUZZ_RUNS inputs per property (default 100,000);
//   3. the kill -9 loop on the default store, CHAOS_KILLS kills (default 50);
//   4. PostgreSQL stopped and started under load (scripts/chaos/db-outage.mjs);
//   5. the soak: 100 connections for CHAOS_SOAK_S seconds (default 600; scripts/chaos/soak.mjs).
// `--only fuzz,kill9,outage,soak` runs a subset. Each step writes its figures under bench/results/; this script adds
// bench/results/chaos.json with the steps, their durations, the machine and the command.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { writeResult } from '../../bench/lib/report.mjs';
import { root } from '../../bench/lib/server.mjs';

process.chdir(root);
const argument = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const only = argument('only')?.split(',');
const skipBuild = process.argv.includes('--skip-build');
const fuzzRuns = process.env.FUZZ_RUNS ?? '100000';
const kills = process.env.CHAOS_KILLS ?? '50';

const steps = [
  { id: 'build', title: 'Build', command: 'npm', args: ['run', 'build'], skip: skipBuild },
  {
    id: 'fuzz',
    title: `Property-based fuzzing, ${fuzzRuns} inputs per property`,
    command: 'npx',
    args: ['vitest', 'run', '--project', 'api', '.fuzz.test'],
    env: { FUZZ_RUNS: fuzzRuns },
  },
  {
    id: 'kill9',
    title: `kill -9 loop on the default store, ${kills} kills`,
    command: process.execPath,
    args: ['scripts/chaos/kill9-loop.mjs', '--iterations', kills, '--out', 'bench/results/chaos-kill9.json'],
  },
  {
    id: 'outage',
    title: 'PostgreSQL stopped and started under load',
    command: process.execPath,
    args: ['scripts/chaos/db-outage.mjs'],
  },
  { id: 'soak', title: 'Soak: 100 connections', command: process.execPath, args: ['scripts/chaos/soak.mjs'] },
];

const results = [];
const started = Date.now();
for (const step of steps) {
  if (step.skip || (only && step.id !== 'build' && !only.includes(step.id))) continue;
  console.log(`\n=== ${step.title}: ${[step.command, ...step.args].join(' ')} ===\n`);
  const stepStarted = Date.now();
  const run = spawnSync(step.command, step.args, { stdio: 'inherit', env: { ...process.env, ...step.env } });
  const seconds = Math.round((Date.now() - stepStarted) / 1000);
  const passed = run.status === 0;
  results.push({ step: step.id, title: step.title, seconds, passed });
  if (!passed) {
    console.error(`\n✖ ${step.title} failed (${run.error?.message ?? run.signal ?? `exit code ${run.status}`})`);
    break;
  }
}

const passed = results.every((result) => result.passed);
// Which code ran: the commit, and how many paths of the working tree differed from it (others' work in progress).
const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const source = {
  commit: git('rev-parse', 'HEAD'),
  changedPaths: git('status', '--porcelain').split('\n').filter(Boolean).length,
};
const extra = process.argv.slice(2).join(' ');
const file = await writeResult('chaos', {
  command: `npm run test:chaos${extra ? ` -- ${extra}` : ''}`,
  fuzzRuns: Number(fuzzRuns),
  kills: Number(kills),
  source,
  passed,
  totalSeconds: Math.round((Date.now() - started) / 1000),
  steps: results,
});
console.log('');
for (const result of results) console.log(`${result.passed ? '✔' : '✖'} ${result.title} (${result.seconds} s)`);
console.log(`wrote ${path.relative(root, file)}`);
process.exit(passed ? 0 : 1);
