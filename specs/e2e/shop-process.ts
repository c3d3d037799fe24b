import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { baseUrlOf, type E2eShop } from './shops.ts';

export type ShopProcess = { readonly baseURL: string; readonly stop: () => Promise<void> };

const waitUntilUp = async (url: string, child: ChildProcess) => {
  for (let waited = 0; waited < 120_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode} before answering`);
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the shop did not answer at ${url}`);
};

/** The built shop of `shop`'s store on its port and data directory, once it answers; `stop()` ends it. */
export const startShop = async (shop: E2eShop): Promise<ShopProcess> => {
  const child = spawn(process.execPath, ['dist/server/serve.js'], {
    env: {
      ...process.env,
      PORT: String(shop.port),
      HOST: '127.0.0.1',
      STORE: shop.store,
      DATA_DIR: shop.dataDir,
      LOG_LEVEL: 'warn',
      // Specs that sign in often say which shopper's address they come from (x-forwarded-for), as behind a proxy.
      TRUST_PROXY: '127.0.0.1',
    },
    // Its log (stdout) is left out, as Playwright's webServer leaves it; a crash's stderr is shown.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseURL = baseUrlOf(shop);
  try {
    await waitUntilUp(`${baseURL}/`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    baseURL,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // A graceful close may wait for a connection to end; the embedded database survives a killed process.
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
};

/**
 * `npm run shop -- …` in this process for `shop`: on its database when the shop is stopped, through its operator
 * endpoint while it runs (as an operator's would). Its output lines, or a throw with them.
 */
export const runShopCommand = async (shop: E2eShop, ...args: string[]): Promise<string[]> => {
  const { runShopCommand: run } = await import('../../composition-root/shop-cli/shop.ts');
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const status = await run(args, { ...process.env, DATA_DIR: shop.dataDir, LOG_LEVEL: 'warn' }, io);
  if (status !== 0) throw new Error(`shop ${args.join(' ')} failed: ${lines.join('\n')}`);
  return lines;
};
