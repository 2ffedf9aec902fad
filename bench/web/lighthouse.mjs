// Lighthouse 12 through its Node API on the system Chromium (CHROME_PATH, else /usr/bin/chromium), started here
// with the flags of the browser tests; nothing is downloaded.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { onExit } from '../lib/cleanup.mjs';

const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The system Chromium, as the browser tests find it. */
function chromiumPath() {
  const found = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ].find((candidate) => candidate && existsSync(candidate));
  if (!found) throw new Error('Chromium not found: install the Debian package "chromium" or set CHROME_PATH');
  return found;
}

/** Starts Chromium with a remote-debugging port; resolves { port, close() }. */
export async function launchChromium() {
  const profile = mkdtempSync(path.join(tmpdir(), 'yizhan-bench-chromium-'));
  const child = spawn(chromiumPath(), [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Chromium may still be writing its profile as it dies: retry the removal for a moment.
  const removeProfile = () => rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  const unregister = onExit(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    removeProfile();
  });
  const port = await new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${seen}`)), 30_000);
    child.stderr.on('data', (chunk) => {
      seen += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before it was ready:\n${seen}`)));
  });
  return {
    port,
    /** Stops Chromium and removes its profile. */
    async close() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      removeProfile();
      unregister();
    },
  };
}

const metric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** JS the page loaded in the run (bytes on the wire, and the number of files), from the network-requests audit. */
function scriptsLoaded(lhr) {
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter(
    (item) => item.resourceType === 'Script',
  );
  return { files: scripts.length, transferBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) };
}

// Chromium now and then loses the trace of a run on a busy machine ("Something went wrong with recording the
// trace"): such a run measured nothing and is made again, at most twice.
const lostTrace = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/** One Lighthouse performance run of `url`, again when Chromium lost its trace; the report (lhr). */
async function lighthouseReport(url, { port, preset }) {
  for (let attempt = 1; ; attempt += 1) {
    const { lhr } = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3 || !lostTrace.has(lhr.runtimeError.code)) {
      throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    }
    console.warn(`  ${url}: ${lhr.runtimeError.code}, running again`);
  }
}

/**
 * One Lighthouse performance run of `url` with the desktop preset or the default (mobile) one: score (0–100),
 * LCP, FCP, TBT and speed index in ms, CLS, and the JS the page loaded.
 */
export async function lighthouseRun(url, options) {
  const lhr = await lighthouseReport(url, options);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcpMs: Math.round(metric(lhr, 'largest-contentful-paint')),
    cls: Math.round(metric(lhr, 'cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(metric(lhr, 'first-contentful-paint')),
    tbtMs: Math.round(metric(lhr, 'total-blocking-time')),
    speedIndexMs: Math.round(metric(lhr, 'speed-index')),
    scripts: scriptsLoaded(lhr),
    lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    lcpPhases: lcpPhases(lhr),
    // Lighthouse's measure of how fast the machine was during the run (higher is faster): TBT scales with it.
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    renderBlocking: (lhr.audits['render-blocking-resources']?.details?.items ?? []).length,
  };
}

/** Where the LCP's time went (Lighthouse's phases: TTFB, load delay, load time, render delay), in ms. */
function lcpPhases(lhr) {
  const table = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  return Object.fromEntries(table.map((row) => [row.phase, Math.round(row.timing)]));
}

/** The median of numbers (the middle one of an odd count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
