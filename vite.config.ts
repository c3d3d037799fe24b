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
  /node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store|inversify|@inversifyjs\/[^/]+|neverthrow)\//;

/** The chunks whose code nearly all runs while a page starts: the startup libraries and the app's own start. */
const STARTUP_CHUNKS = new Set(['vendor', 'main']);

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

export default defineConfig(({ command, isSsrBuild }) => {
  const serverBuild = command === 'build' && isSsrBuild === true;
  return {
    plugins: serverBuild ? [react()] : [react(), compileStartupChunksEagerly()],
    publicDir: 'ui/public',
    // The built server is the production server whatever NODE_ENV says: React's development build renders ~3x slower.
    ...(serverBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
    build: {
      outDir: 'dist/client',
      emptyOutDir: true,
      // The server reads it to preload the chunk of the page it renders.
      manifest: !serverBuild,
      target: 'es2022',
      rolldownOptions: {
        input: 'ui/index.html',
        // The libraries every page loads travel as one file, which compresses better than a dozen small ones.
        ...(serverBuild
          ? {}
          : { output: { codeSplitting: { groups: [{ name: 'vendor', test: STARTUP_LIBRARIES }] } } }),
      },
    },
    ssr: { target: 'node', ...(serverBuild ? { noExternal: SERVER_RENDERING_PACKAGES } : {}) },
  };
});
