// Capacity, then a soak at half of it: errors, p99 per window and the shop's resident memory.
import autocannon from 'autocannon';
import { rssMiB } from './shop-process.mjs';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

const TARGETS = (origin) => [
  `${origin}/shop-api/v1/designs?ext_session_id=ProofSoakSession00000001`,
  `${origin}/shop-api/v1/cart?ext_session_id=ProofSoakSession00000001`,
];

export const measureCapacity = async (origin, seconds) => {
  const results = await Promise.all(TARGETS(origin).map((url) => run({ url, connections: 5, duration: seconds })));
  return Math.round(results.reduce((sum, r) => sum + r.requests.average, 0));
};

export const soak = async (origin, pid, { seconds, rate, windows }) => {
  const perWindow = Math.max(1, Math.round(seconds / windows));
  const samples = [];
  const rssStart = rssMiB(pid);
  for (let w = 0; w < windows; w += 1) {
    const results = await Promise.all(
      TARGETS(origin).map((url) =>
        run({ url, connections: 4, duration: perWindow, overallRate: Math.max(1, Math.round(rate / 2)) }),
      ),
    );
    samples.push({
      window: w + 1,
      requests: results.reduce((sum, r) => sum + r.requests.total, 0),
      errors: results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0),
      p99Ms: Math.max(...results.map((r) => r.latency.p99)),
      rssMiB: rssMiB(pid),
    });
  }
  const first = samples[0];
  const last = samples.at(-1);
  return {
    seconds: perWindow * windows,
    targetRate: rate,
    windows: samples,
    requests: samples.reduce((sum, s) => sum + s.requests, 0),
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    rssStartMiB: rssStart,
    rssEndMiB: last.rssMiB,
    rssGrowthMiB: rssStart === null || last.rssMiB === null ? null : Math.round((last.rssMiB - rssStart) * 10) / 10,
    p99DriftMs: Math.round((last.p99Ms - first.p99Ms) * 10) / 10,
  };
};
