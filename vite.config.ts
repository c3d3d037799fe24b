import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig(({ command, isSsrBuild }) => {
  const serverBuild = command === 'build' && isSsrBuild === true;
  return {
    plugins: [react()],
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
