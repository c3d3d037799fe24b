import { documented } from './json-schema.ts';
import * as t from 'io-ts';
import {
  isSessionId,
  SESSION_ID_MAX_LENGTH,
  SESSION_ID_MIN_LENGTH,
  type SessionId,
} from '../../core/domain/session/session-id.ts';

/** The storefront session id every Shop API call carries (spec 7). */
export const ExtSessionIdCodec = documented(
  new t.Type<SessionId, string, unknown>(
    'ExtSessionId',
    (u): u is SessionId => typeof u === 'string' && isSessionId(u),
    (u, c) =>
      typeof u === 'string' && isSessionId(u) ? t.success(u) : t.failure(u, c, 'expected 16 to 128 letters and digits'),
    String,
  ),
  {
    type: 'string',
    description: 'The storefront session id',
    pattern: `^[A-Za-z0-9]{${SESSION_ID_MIN_LENGTH},${SESSION_ID_MAX_LENGTH}}$`,
  },
);

export const ExtSessionCarrier = t.type({ ext_session_id: ExtSessionIdCodec });
