import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { decodeWith } from '../../adapters/shop-api-contract/decode-with.ts';
import {
  OPERATOR_FILE,
  OPERATOR_PATHS,
  OperatorAnswerCodec,
  OperatorFileCodec,
} from '../../adapters/shop-api-contract/operator.codec.ts';
import type { Output } from './shop-commands.ts';

/** How long a command may take in the running shop before the CLI gives up on its answer. */
const COMMAND_TIMEOUT_MS = 120_000;

/** The operating-system user typing the command, in the characters the operator endpoint takes. */
const osUserName = (): string => {
  const name = (() => {
    try {
      return os.userInfo().username;
    } catch {
      return '';
    }
  })();
  const safe = name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 64);
  return safe === '' ? 'operator' : safe;
};

/** Who the audit trail names for a command typed at this machine. */
export const operatorName = () => `cli:${osUserName()}`;

/** `--out` names a directory of the operator's shell: the running shop gets it as an absolute path. */
const absoluteOut = (args: readonly string[]) =>
  args.map((arg, index) => (args[index - 1] === '--out' ? path.resolve(arg) : arg));

const readOperatorFile = async (dataDir: string) => {
  try {
    return decodeWith(OperatorFileCodec)(JSON.parse(await readFile(path.join(dataDir, OPERATOR_FILE), 'utf8')));
  } catch {
    return null;
  }
};

/**
 * The embedded database serves one process: while the shop runs, the command goes to the shop's operator endpoint
 * on 127.0.0.1, with the token the shop wrote into DATA_DIR (readable by the shop's own user alone).
 */
export const sendToRunningShop = async (dataDir: string, args: readonly string[], io: Output): Promise<number> => {
  const endpoint = await readOperatorFile(dataDir);
  if (endpoint === null || endpoint.isErr()) {
    io.err(
      `A running shop holds the embedded database in ${dataDir} but left no operator endpoint there (${OPERATOR_FILE}); stop it, or restart it with this version.`,
    );
    return 1;
  }
  const { port, token } = endpoint.value;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${OPERATOR_PATHS.commands}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify({ args: absoluteOut(args), user: osUserName() }),
      signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    });
    const body = (await response.json()) as { data?: unknown };
    const answer = decodeWith(OperatorAnswerCodec)(body.data);
    if (!response.ok || answer.isErr()) {
      io.err(`The running shop refused the command (HTTP ${response.status}).`);
      return 1;
    }
    answer.value.out.forEach(io.out);
    answer.value.err.forEach(io.err);
    return answer.value.code;
  } catch (error) {
    io.err(`The running shop did not answer on 127.0.0.1:${port}: ${String(error)}`);
    return 1;
  }
};
