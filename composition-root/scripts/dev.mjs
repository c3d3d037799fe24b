// `npm run dev`: the same server, with Vite's dev middleware for HMR instead of the built client.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const appRoot = fileURLToPath(new URL('../../', import.meta.url));
const vite = await createServer({ root: appRoot, server: { middlewareMode: true }, appType: 'custom' });
const { readServerConfig } = await vite.ssrLoadModule('/composition-root/server/config.ts');
const { startServer } = await vite.ssrLoadModule('/composition-root/server/main.ts');

const config = readServerConfig(process.env);
if (config.isErr()) {
  console.error(`Invalid configuration:\n  ${config.error.join('\n  ')}`);
  process.exit(1);
}
const app = await startServer({ config: config.value, appRoot, vite });
const stop = () => void Promise.all([app.close(), vite.close()]).then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
