import { defineConfig } from '@playwright/test';

// `npm run screens`: the built shop in both brands, each on a throwaway database, photographed page by page.
const port = Number(process.env.SCREENS_PORT ?? 3997);
const dataDir = process.env.SCREENS_DATA_DIR ?? 'test-results/screens-data';

const shop = (store: string, shopPort: number) => ({
  command: 'node dist/server/serve.js',
  url: `http://127.0.0.1:${shopPort}/`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(shopPort),
    HOST: '127.0.0.1',
    STORE: store,
    DATA_DIR: `${dataDir}-${store.toLowerCase()}`,
    LOG_LEVEL: 'warn',
  },
});

export default defineConfig({
  testDir: 'specs/screens',
  outputDir: 'test-results/screens',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  use: {
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
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
    { name: 'wpx-es', use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'tz-es', use: { baseURL: `http://127.0.0.1:${port + 1000}` } },
  ],
  webServer: [shop('WPX-ES', port), shop('TZ-ES', port + 1000)],
});
