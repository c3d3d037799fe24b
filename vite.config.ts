import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** React and the libraries that render with it: bundled into the built server, so they run their production builds. */
const SERVER_RENDERING_PACKAGES = [
  'react',
  'react-dom',
  'react-router',
  'react-i18next',
  'scheduler',
  'use-sync-external-store',
];

/** The libraries every page starts with; the ones loaded later (i18next-http-backend…) keep their own chunks. */
const STARTUP_LIBRARIES =
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|neverthrow)\//;

/** The chunks whose code nearly all runs while a page starts: the startup libraries and the app's own start. */
const STARTUP_CHUNKS = new Set(['vendor', 'app', 'main']);

/**
 * V8's explicit compile hint: functions of a file marked so are compiled on a background thread while it loads,
 * instead of on the main thread at their first call, where each compile blocks the page (Chrome 136+).
 */
const compileStartupChunksEagerly = (): Plugin => ({
  name: 'compile-startup-chunks-eagerly',
  apply: 'build',
  // Once written: Vite's own last rewrites put a preload helper at the top of the entry's chunk.
  async writeBundle(options, bundle) {
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk' && STARTUP_CHUNKS.has(output.name)) {
        const file = path.join(options.dir ?? 'dist/client', output.fileName);
        await writeFile(file, `//# allFunctionsCalledOnLoad\n${await readFile(file, 'utf8')}`);
      }
    }
  },
});

/** Runs before the first paint and imports the app's start once the page is painted. */
const BOOT = path.resolve('composition-root/browser/boot.ts');
/** The app's start: the container, the i18n instance and hydration. */
const APP_START = path.resolve('composition-root/browser/main.tsx');
/**
 * Small modules most pages show (pictures and prices): part of `app` rather than three chunks of a few hundred bytes,
 * which compress worse apart and cost a request each.
 */
const FOLDED_INTO_APP = [
  'ui/components/picture/catalogue-picture.tsx',
  'ui/components/price/store-price.tsx',
  'core/domain/catalogue/store-price.ts',
  'core/domain/pricing/price-format.ts',
].map((file) => path.resolve(file));
const isOwnModule = (id: string) =>
  id.startsWith(path.resolve('.') + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`);

/**
 * The startup code grouped by what starts it. The app modules main.tsx reaches by static imports travel as one `app`
 * chunk: left to automatic chunking they were some twenty small chunks, and Vite's preload of them a 25-55 ms task
 * right after the first paint. What boot.ts imports travels apart, so that `app` never waits on the boot module.
 * Neither group takes boot.ts or main.tsx themselves: both await imports of chunks that import those groups.
 */
const startupChunks = () => {
  const app = new Set<string>();
  const bootImports = new Set<string>();
  const plugin: Plugin = {
    name: 'startup-chunks',
    apply: 'build',
    buildEnd() {
      const reachedFrom = (start: string) => {
        const reached = new Set<string>();
        const visit = (id: string) => {
          if (reached.has(id)) return;
          reached.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        visit(start);
        return reached;
      };
      const boot = reachedFrom(BOOT);
      for (const id of boot) if (id !== BOOT && !id.endsWith('.css')) bootImports.add(id);
      for (const id of reachedFrom(APP_START)) if (id !== APP_START && !boot.has(id) && isOwnModule(id)) app.add(id);
      for (const id of FOLDED_INTO_APP) if (!boot.has(id)) app.add(id);
    },
  };
  // A module goes to the first group by priority that takes it.
  const groups = [
    // The libraries every page loads travel as one file, which compresses better than a dozen small ones.
    { name: 'vendor', test: STARTUP_LIBRARIES, priority: 3 },
    { name: 'boot-imports', test: (id: string) => bootImports.has(id), priority: 2 },
    { name: 'app', test: (id: string) => app.has(id), priority: 1 },
  ];
  return { plugin, groups };
};

export default defineConfig(({ command, isSsrBuild }) => {
  const serverBuild = command === 'build' && isSsrBuild === true;
  const startup = startupChunks();
  return {
    plugins: serverBuild ? [react()] : [react(), startup.plugin, compileStartupChunksEagerly()],
    publicDir: 'ui/public',
    // The built server is the production server whatever NODE_ENV says: React's development build renders ~3x slower.
    ...(serverBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      // The server reads it to preload the chunk of the page it renders.
      manifest: !serverBuild,
      target: 'es2022',
      // Every browser the shop targets but Safari 16 preloads modules itself; there the links are ignored, nothing breaks.
      modulePreload: { polyfill: false },
      rolldownOptions: serverBuild
        ? // The server, the operator's CLI and the migration step, built together so they start without Vite's loader.
          {
            input: {
              serve: 'composition-root/server/serve.ts',
              shop: 'composition-root/shop-cli/shop.ts',
              migrate: 'composition-root/server/migrate.ts',
            },
          }
        : { input: 'ui/index.html', output: { codeSplitting: { groups: startup.groups } } },
    },
    ssr: { target: 'node', ...(serverBuild ? { noExternal: SERVER_RENDERING_PACKAGES } : {}) },
  };
});
