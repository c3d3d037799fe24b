// The TypeScript sources loaded through Vite's SSR loader, for scripts that run without a build (`npm run shop` on a
// stale build, the bench's children): it only loads modules, so no HMR, no file watcher, no dependency discovery.

/** A Vite server in middleware mode whose `ssrLoadModule` loads the sources under `appRoot`; close it when done. */
export const sourceLoader = async (appRoot) => {
  // Imported here, so a script that imports this module but runs from the build never loads Vite.
  const { createServer } = await import('vite');
  return createServer({
    root: appRoot,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
};
