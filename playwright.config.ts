import { defineConfig } from '@playwright/test';
import { baseUrlOf, SHOPS } from './specs/e2e/shops.ts';

/** Specs named `*.wpx-pl.spec.ts` run against the WPX-PL shop (whole złoty, where WPX-ES shows cents). */
const WPX_PL_SPECS = /\.wpx-pl\.spec\.ts$/;
/**
 * Specs that change what other specs read: the store's name and decimals, the demo customer's password (which ends
 * her other sessions), profile and tickets, a published design and its review, the support desk's pending tickets.
 * They run one at a time on a WPX-ES shop of their own, so no other spec reads what they change, in any order.
 */
const CHANGING_SPECS = [
  'account-self-service.spec.ts',
  'back-office-config.spec.ts',
  'back-office-designs.spec.ts',
  'back-office.spec.ts',
];

// Debian's chromium, never a downloaded browser; the built shops on throwaway databases (specs/e2e/shops.ts).
export default defineConfig({
  testDir: 'specs/e2e',
  outputDir: 'test-results',
  globalSetup: './specs/e2e/shops.global-setup.ts',
  fullyParallel: false,
  // Two workers on the shared 2-core machine ran each test ~1.6x slower and the suite 5% faster, with two load
  // flakes (docs/decisions/testing.md): one worker. On more cores, the projects below let the other specs share theirs.
  workers: 1,
  retries: 0,
  // A shared 2-core machine can take seconds to render a client navigation: generous waits, never fixed sleeps.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // Headless Chrome's own user agent counts as a crawler (no error screens, no page events): browse as a person.
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'WPX-ES',
      testIgnore: [WPX_PL_SPECS, ...CHANGING_SPECS],
      use: { baseURL: baseUrlOf(SHOPS.wpxEs) },
    },
    {
      name: 'WPX-ES changes',
      testMatch: CHANGING_SPECS,
      workers: 1,
      use: { baseURL: baseUrlOf(SHOPS.wpxEsChanges) },
    },
    { name: 'WPX-PL', testMatch: WPX_PL_SPECS, use: { baseURL: baseUrlOf(SHOPS.wpxPl) } },
  ],
});
