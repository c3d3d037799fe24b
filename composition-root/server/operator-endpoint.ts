import { randomBytes } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { DatabaseHandle } from '../../adapters/postgres/database.ts';
import { postgresIdempotencyStore } from '../../adapters/postgres/postgres-idempotency-store.ts';
import { idempotency } from '../../adapters/server/idempotency.ts';
import { createOperatorServer } from '../../adapters/server/operator/operator-server.ts';
import { OPERATOR_FILE } from '../../adapters/shop-api-contract/operator.codec.ts';
import { noticesOfCommand } from '../shop-cli/command-notices.ts';
import { runShopCommandOn } from '../shop-cli/shop.ts';
import type { ChangeNotices } from '../../core/shop/change-notices.port.ts';
import type { ServerConfig } from './config.ts';

/**
 * While the shop holds the embedded database, `npm run shop` sends its commands here: a listener on 127.0.0.1 only,
 * on a port the system picks, whose address and fresh token are written into DATA_DIR readable by this user alone.
 */
export const openOperatorEndpoint = async (deps: {
  readonly dataDir: string;
  readonly database: DatabaseHandle;
  readonly config: ServerConfig;
  /** Tells the shop's caches that a command changed what they keep (a published review): they read again. */
  readonly notices: ChangeNotices;
}): Promise<{ readonly close: () => Promise<void> }> => {
  const token = randomBytes(32).toString('base64url');
  const app = createOperatorServer({
    token,
    idempotency: idempotency(postgresIdempotencyStore(deps.database.db)),
    run: async (args, who) => {
      const out: string[] = [];
      const err: string[] = [];
      const io = { out: (line: string) => void out.push(line), err: (line: string) => void err.push(line) };
      const code = await runShopCommandOn(deps.database, deps.config, args, io, who);
      if (code === 0) for (const notice of noticesOfCommand(args)) await deps.notices.announce(notice);
      return { code, out, err };
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const file = path.join(deps.dataDir, OPERATOR_FILE);
  // Written whole under another name, then renamed: the CLI never reads half a file.
  const draft = `${file}.${process.pid}`;
  await writeFile(draft, JSON.stringify({ port, token }), { mode: 0o600 });
  await chmod(draft, 0o600);
  await rename(draft, file);
  return {
    close: async () => {
      await rm(file, { force: true });
      await app.close();
    },
  };
};
