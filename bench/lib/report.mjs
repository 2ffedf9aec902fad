// Tables on stdout and JSON under bench/results/, plus the machine facts every result carries.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import path from 'node:path';
import { format, resolveConfig } from 'prettier';
import { root } from './server.mjs';

/** Cores, RAM, CPU model and Node version: figures only compare on the same machine. */
export function machine() {
  let model = cpus()[0]?.model ?? 'unknown';
  try {
    const line = execFileSync('lscpu', { encoding: 'utf8' })
      .split('\n')
      .find((row) => row.startsWith('Model name:'));
    if (line) model = line.slice('Model name:'.length).trim();
  } catch {
    // lscpu is missing: keep the model os.cpus() gives.
  }
  return { cores: cpus().length, ramGb: Math.round(totalmem() / 2 ** 30), cpu: model, node: process.version };
}

/** Columns a string takes in a terminal: CJK characters and full-width punctuation take two. */
const displayWidth = (text) =>
  [...text].reduce(
    (sum, char) =>
      sum +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(char)
        ? 2
        : 1),
    0,
  );

/** Prints rows (objects) as an aligned text table under a title. */
export function printTable(title, rows, columns = Object.keys(rows[0] ?? {})) {
  const cell = (value) => (value === undefined || value === null ? '' : String(value));
  const widths = columns.map((column) =>
    Math.max(column.length, ...rows.map((row) => displayWidth(cell(row[column])))),
  );
  const pad = (value, width) => value + ' '.repeat(Math.max(0, width - displayWidth(value)));
  const line = (values) => values.map((value, i) => pad(value, widths[i])).join('  ');
  console.log(`\n${title}`);
  console.log(line(columns));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(columns.map((column) => cell(row[column]))));
}

/** Writes bench/results/<name>.json (formatted as Prettier would, so `npm run lint` stays clean) and returns its path. */
export async function writeResult(name, data) {
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.json`);
  const json = JSON.stringify({ name, at: new Date().toISOString(), machine: machine(), ...data });
  writeFileSync(file, await format(json, { ...(await resolveConfig(file)), parser: 'json' }));
  return file;
}

/** a / b as a percentage with one decimal (null when there is no floor). */
export const percentOf = (a, b) => (b > 0 ? Math.round((a / b) * 1000) / 10 : null);

/** Whether a command-line flag or its BENCH_* environment switch is on. */
export const flag = (name, envName) => process.argv.includes(`--${name}`) || process.env[envName] === '1';
