// The overload run of bench:ssr: many connections on one page for a minute, sampling the server's RSS every second
// during the run and for a while after it, and counting timeouts and 503s (a server shedding load may answer 503).
import { load } from '../lib/load.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Samples `read()` every second until stopped; returns { stop(): number[] }. */
function sampler(read) {
  const samples = [read()];
  const timer = setInterval(() => samples.push(read()), 1000);
  return {
    stop() {
      clearInterval(timer);
      samples.push(read());
      return samples.filter((value) => value !== null);
    },
  };
}

/**
 * Runs `connections` connections on `scenario` for `durationS`, then idles `afterS`; returns the load figures, the
 * number of 503 answers and the RSS samples (MB) during and after.
 */
export async function soak(server, scenario, { connections, durationS, afterS }) {
  const duringSampler = sampler(server.rss);
  const result = await load({
    url: server.base + scenario.path,
    connections,
    duration: durationS,
    request: scenario.request,
  });
  const during = duringSampler.stop();
  const afterSampler = sampler(server.rss);
  await sleep(afterS * 1000);
  const after = afterSampler.stop();
  return {
    scenario: scenario.name,
    ...result,
    status503: result.statusCodes['503'] ?? 0,
    rssStartMb: during[0],
    rssMaxDuringMb: Math.max(...during),
    rssMaxAfterMb: Math.max(...after),
    rssEndMb: after.at(-1),
    rssDuringMb: during,
    rssAfterMb: after,
  };
}
