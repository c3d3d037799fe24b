// Lighthouse 12, mobile preset (its default: Moto G Power screen, simulated slow 4G and 4x CPU slowdown).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const lcpElementOf = (lhr) => {
  const node = lhr.audits['largest-contentful-paint-element'].details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.nodeLabel ?? ''} (${node.selector ?? ''})` : 'unknown';
};

/** One run in a fresh chromium; Lighthouse resets storage and cache first, so the page is seen as a first visit. */
const runOnce = async (url, extraHeaders) => {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
      disableFullPageScreenshot: true,
      ...(extraHeaders ? { extraHeaders } : {}),
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message}`);
    return {
      score: Math.round(lhr.categories.performance.score * 100),
      lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      tbtMs: lhr.audits['total-blocking-time'].numericValue,
      lcpElement: lcpElementOf(lhr),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lighthouseVersion: lhr.lighthouseVersion,
    };
  } finally {
    chrome.kill();
  }
};

/** Lighthouse itself sometimes loses the trace (NO_NAVSTART) and asks to be run again: it is, twice at most. */
const runMeasured = async (url, extraHeaders) => {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await runOnce(url, extraHeaders);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`${error.message}; running again`);
    }
  }
};

/**
 * `runs` Lighthouse runs of each page, interleaved so that a noisy moment hits every page alike;
 * each metric is the median of its own runs (the median score and the median LCP may come from different runs).
 */
export const lighthouseMedians = async (pages, runs = 5) => {
  const byPage = new Map(pages.map((page) => [page.path, []]));
  for (let run = 0; run < runs; run += 1) {
    for (const page of pages) byPage.get(page.path).push(await runMeasured(page.url, page.extraHeaders));
  }
  return pages.map((page) => {
    const results = byPage.get(page.path);
    const of = (metric) => results.map((result) => result[metric]);
    return {
      path: page.path,
      runs: results,
      score: median(of('score')),
      lcpMs: median(of('lcpMs')),
      lcpElement: results.find((result) => result.lcpMs === median(of('lcpMs'))).lcpElement,
      cls: median(of('cls')),
      tbtMs: median(of('tbtMs')),
      benchmarkIndex: median(of('benchmarkIndex')),
      lighthouseVersion: results[0].lighthouseVersion,
    };
  });
};
