import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';

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

/**
 * The built shop on a data directory of the spec's own, for specs that need the back-office CLI: it can open
 * the embedded database only while no server holds it, so the spec stops this shop, runs commands, starts it again.
 */
export const startShop = async (port: number, dataDir: string, store = 'WPX-ES'): Promise<ShopProcess> => {
  const child = spawn(process.execPath, ['dist/server/serve.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      STORE: store,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseURL = `http://127.0.0.1:${port}`;
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

/** `npm run shop -- …` in this process, on the given data directory; its output lines, or a throw with them. */
export const runShopCommand = async (dataDir: string, ...args: string[]): Promise<string[]> => {
  const { runShopCommand: run } = await import('../../composition-root/cli/shop.ts');
  const lines: string[] = [];
  const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
  const status = await run(args, { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, io);
  if (status !== 0) throw new Error(`shop ${args.join(' ')} failed: ${lines.join('\n')}`);
  return lines;
};
