import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3999);
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
// A second shop, one store per instance: WPX-PL shows whole złoty, where the default WPX-ES shows cents.
const plPort = Number(process.env.E2E_PL_PORT ?? port + 1000);
const plDataDir = `${dataDir}-wpx-pl`;
/** Specs named `*.wpx-pl.spec.ts` run against the WPX-PL shop; every other spec against WPX-ES. */
const WPX_PL_SPECS = /\.wpx-pl\.spec\.ts$/;

const shop = (store: string, shopPort: number, shopDataDir: string) => ({
  command: 'node dist/server/serve.js',
  url: `http://127.0.0.1:${shopPort}/`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    STORE: store,
    DATA_DIR: shopDataDir,
    LOG_LEVEL: 'warn',
    // Specs that sign in often say which shopper's address they come from (x-forwarded-for), as behind a proxy.
    TRUST_PROXY: '127.0.0.1',
  },
});

// Debian's chromium, never a downloaded browser; the built shop on a throwaway database.
export default defineConfig({
  testDir: 'specs/e2e',
  outputDir: 'test-results',
  fullyParallel: false,
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
    { name: 'WPX-ES', testIgnore: WPX_PL_SPECS, use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'WPX-PL', testMatch: WPX_PL_SPECS, use: { baseURL: `http://127.0.0.1:${plPort}` } },
  ],
  webServer: [shop('WPX-ES', port, dataDir), shop('WPX-PL', plPort, plDataDir)],
});
