import * as t from 'io-ts';
import { textMatching } from './form-fields.codec.ts';
import { documented, jsonSchemaOf } from './json-schema.ts';
import { wireType } from './wire-object.ts';

/** The operator endpoint: `npm run shop` sends its command here when a running shop holds the embedded database. */
export const OPERATOR_PATHS = { commands: '/operator/commands' } as const;

/** Written by the running shop into DATA_DIR (mode 0600): where its operator endpoint listens and its token. */
export const OPERATOR_FILE = 'operator.json';

/** Longer than any command `npm run shop` takes; more is refused before anything runs. */
const OPERATOR_MAX_ARGS = 16;

const ArgText = textMatching('OperatorArg', /^\P{Cc}{0,512}$/u, 'expected a command argument');

export const OperatorCommandBody = t.type({
  args: documented(
    t.refinement(
      t.readonlyArray(ArgText),
      (args) => args.length >= 1 && args.length <= OPERATOR_MAX_ARGS,
      'OperatorArgs',
    ),
    () => ({ type: 'array', items: jsonSchemaOf(ArgText), minItems: 1, maxItems: OPERATOR_MAX_ARGS }),
  ),
  /** The operating-system user who typed the command, as the audit trail records it. */
  user: textMatching('OperatorUser', /^[A-Za-z0-9._-]{1,64}$/, 'expected a user name'),
});

export const OperatorAnswerCodec = wireType(
  { code: t.number, out: t.readonlyArray(t.string), err: t.readonlyArray(t.string) },
  'OperatorAnswer',
);

export const OperatorFileCodec = t.type({
  port: t.number,
  token: textMatching('OperatorToken', /^[A-Za-z0-9_-]{43}$/, 'expected an operator token'),
});
