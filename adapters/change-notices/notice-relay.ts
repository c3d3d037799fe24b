import { randomUUID } from 'node:crypto';
import * as t from 'io-ts';
import { ResultAsync } from 'neverthrow';
import type { ChangeNotice, ChangeNotices } from '../../core/shop/change-notices.port.ts';
import { noticeListeners } from '../../core/shop/change-notices.ts';
import { decodeWith } from '../shop-api-contract/decode-with.ts';

/** The one channel every transport carries notices on (a PostgreSQL identifier and a Redis channel alike). */
export const NOTICE_CHANNEL = 'estampa_changes';

const NoticeWire = t.type({
  /** The announcing instance, which has told its own listeners already. */
  from: t.string,
  notice: t.keyof({ catalogue: null, 'site-settings': null } satisfies Record<ChangeNotice, null>),
});

const decodeNotice = (payload: string) => {
  try {
    return decodeWith(NoticeWire)(JSON.parse(payload)).unwrapOr(undefined);
  } catch {
    return undefined;
  }
};

/** A transport's sending half and what it reports: the rest of a `ChangeNotices` is the same for every transport. */
export type NoticeRelay = {
  readonly notices: ChangeNotices;
  /** A payload the transport received: another instance's notice reaches the listeners, anything else is dropped. */
  readonly received: (payload: string) => void;
  /** The transport's connection came back: notices sent meanwhile are lost, so every cache forgets. */
  readonly reconnected: () => void;
};

export const noticeRelay = (
  publish: (payload: string) => Promise<unknown>,
  warn: (message: string) => void = () => undefined,
): NoticeRelay => {
  const self = randomUUID();
  const listeners = noticeListeners();
  return {
    notices: {
      announce: (notice) => {
        listeners.deliver(notice);
        return ResultAsync.fromPromise(publish(JSON.stringify({ from: self, notice })), (cause) => {
          warn(
            `Change notices: a ${notice} notice was not sent (${String(cause)}); other instances see it within the cache TTL`,
          );
          return { type: 'NoticeNotSent', cause: String(cause) } as const;
        }).map(() => undefined);
      },
      subscribe: listeners.add,
    },
    received: (payload) => {
      const wire = decodeNotice(payload);
      if (wire && wire.from !== self) listeners.deliver(wire.notice);
    },
    reconnected: listeners.deliverEvery,
  };
};

/** A transport the shop closes with itself. */
export type ClosableNotices = ChangeNotices & { readonly close: () => Promise<void> };

/** Notices that reach this process's listeners alone: for a process that tells no other (the CLI's own container). */
export const processChangeNotices = (): ChangeNotices => noticeRelay(async () => undefined).notices;
