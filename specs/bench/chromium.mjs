import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless and quiet: nothing in the background competes with the page being measured. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export const chromiumVersion = () =>
  spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout.trim().split('\n')[0] ?? 'unknown';
