import { defineConfig } from 'vitest/config';

const SERVER_SPECS = [
  'specs/adapters/**/*.spec.ts',
  'specs/server/**/*.spec.ts',
  'specs/composition-root/**/*.spec.ts',
  'specs/architecture/**/*.spec.ts',
  'specs/second-frontend/**/*.spec.ts',
];
/** Server specs that vi.mock a module: they run isolated (a new server spec that mocks a module is listed here). */
const MOCKING_SERVER_SPECS = ['specs/server/orders/order-retry-after-crash.spec.ts'];

// Three layers, each in the environment it will meet for real.
export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default, one worker on a 2-core machine, whose core then idles while specs wait
    // on PGlite, child processes and sockets: one worker per core ran the server project in 106 s instead of 199 s.
    maxWorkers: '100%',
    projects: [
      {
        test: {
          name: 'core',
          environment: 'node',
          include: ['specs/core/**/*.spec.ts'],
          // Core specs are pure (no mocks, no globals, no module state): one module graph per worker instead of one
          // per file, which was most of the project's time (188 files, ~35 s of tests, minutes of imports).
          isolate: false,
          // Property runs on a loaded 2-core machine can pass 5 s; a guard against hangs, not a timing.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: SERVER_SPECS,
          exclude: MOCKING_SERVER_SPECS,
          // Each file builds its own apps and databases and closes them: one module graph per worker serves every
          // file instead of importing the whole server again for each (most of the project's time).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['specs/support/database-templates.global-setup.ts'],
        },
      },
      {
        test: {
          name: 'server-mocks',
          environment: 'node',
          // A file that replaces a module with vi.mock gets a module graph of its own, so the mock reaches no other.
          include: MOCKING_SERVER_SPECS,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'ui',
          environment: 'jsdom',
          include: ['specs/ui/**/*.spec.{ts,tsx}'],
          setupFiles: ['specs/ui/setup.ts'],
        },
      },
    ],
    // `npm run test:unit` measures it on the core project alone: the core is covered by its own headless specs, and a
    // whole run merging every project's coverage of the same core files once counted 2 covered branches as missed.
    coverage: {
      provider: 'v8',
      include: ['core/**/*.ts'],
      exclude: ['core/dist/**', 'core/**/*.port.ts', 'core/index.ts'],
      reporter: ['text-summary'],
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
