// `npm run shop -- <command>`: the back office's order lifecycle commands, run through Vite's SSR loader
// like `npm run dev`, so the TypeScript sources need no separate build or runner.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const vite = await createServer({
  root: appRoot,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
let status = 1;
try {
  const { runShopCommand } = await vite.ssrLoadModule('/composition-root/cli/shop.ts');
  status = await runShopCommand(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  });
} finally {
  await vite.close();
}
process.exit(status);
