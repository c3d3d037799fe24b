import { fileURLToPath } from 'node:url';
import { readServerConfig } from './config.ts';
import { StartRefused } from './database-schema.ts';
import { startServer } from './main.ts';

// Built to dist/server/serve.js, two folders below the repository root, like this file.
const appRoot = fileURLToPath(new URL('../../', import.meta.url));

const config = readServerConfig(process.env);
if (config.isErr()) {
  console.error(`Invalid configuration:\n  ${config.error.join('\n  ')}`);
  process.exit(1);
}

const app = await startServer({ config: config.value, appRoot }).catch((error: unknown) => {
  if (!(error instanceof StartRefused)) throw error;
  console.error(error.message);
  process.exit(1);
});
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
