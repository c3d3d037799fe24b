// First-load JS as the browser sees it: every script fetched until the page is loaded and the network idle.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const isJavaScript = (response) =>
  response.request().resourceType() === 'script' ||
  /javascript|ecmascript/.test(response.headers()['content-type'] ?? '');

const isStylesheet = (response) =>
  response.request().resourceType() === 'stylesheet' || /text\/css/.test(response.headers()['content-type'] ?? '');

/** Each response's decoded body gzipped at level 9, the targets' measure, whatever the server's Content-Encoding. */
const gzipped = (responses) =>
  Promise.all(
    responses.map(async (response) => {
      const body = await response.body();
      const encoding = response.headers()['content-encoding'];
      return {
        url: new URL(response.url()).pathname,
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 9 }).length,
        ...(encoding ? { contentEncoding: encoding } : {}),
      };
    }),
  );

/** A page measured cold (new profile, no cookies, no cache), with no interaction: the scripts and their gzip size. */
const measurePage = async (browser, url) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  const stylesheets = [];
  const failed = [];
  page.on('response', (response) => {
    if (isJavaScript(response)) responses.push(response);
    else if (isStylesheet(response)) stylesheets.push(response);
  });
  page.on('requestfailed', (request) => failed.push(request.url()));
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await gzipped(responses);
    const css = await gzipped(stylesheets);
    const sum = (list) => list.reduce((total, file) => total + file.gzipBytes, 0);
    return { files, failed, gzipBytes: sum(files), css: { files: css, gzipBytes: sum(css) } };
  } finally {
    await context.close();
  }
};

/** First-load JS of each path, measured in chromium one after the other. */
export const firstLoadJs = async (origin, pagePaths) => {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const results = {};
    for (const pagePath of pagePaths) results[pagePath] = await measurePage(browser, `${origin}${pagePath}`);
    return results;
  } finally {
    await browser.close();
  }
};
