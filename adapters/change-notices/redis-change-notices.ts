import { createClient } from 'redis';
import { NOTICE_CHANNEL, noticeRelay, type ClosableNotices } from './notice-relay.ts';

/**
 * Notices over Redis pub/sub, for a fleet that has Redis (REDIS_URL): one connection publishes, one subscribes. The
 * client reconnects on its own and subscribes again; every cache then forgets, since notices sent meanwhile were lost.
 */
export const redisChangeNotices = async ({
  url,
  warn,
  channel = NOTICE_CHANNEL,
}: {
  readonly url: string;
  readonly warn: (message: string) => void;
  /** Shops sharing one Redis keep apart on channels of their own; the connections are named after it. */
  readonly channel?: string;
}): Promise<ClosableNotices> => {
  const publisher = createClient({ url, name: channel });
  const subscriber = publisher.duplicate();
  const relay = noticeRelay((payload) => publisher.publish(channel, payload), warn);
  for (const [role, client] of [
    ['publishing', publisher],
    ['subscribed', subscriber],
  ] as const) {
    // Unhandled, a broken connection's error would end the process; the client reconnects by itself.
    client.on('error', (error: Error) => warn(`Change notices: the ${role} Redis connection broke (${error.message})`));
  }
  let connectedBefore = false;
  subscriber.on('ready', () => {
    if (connectedBefore) relay.reconnected();
    connectedBefore = true;
  });
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel, relay.received);
  return {
    ...relay.notices,
    close: async () => {
      await Promise.all([subscriber.close(), publisher.close()]);
    },
  };
};
