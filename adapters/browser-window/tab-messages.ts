/** The window parts tab messages use; BroadcastChannel is missing in some older browsers. */
export type TabWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'localStorage'> & {
  readonly BroadcastChannel?: typeof BroadcastChannel;
};

export type TabMessagesOptions<T> = {
  /** The BroadcastChannel's name. */
  readonly channel: string;
  /** The localStorage key whose `storage` event carries a message where BroadcastChannel is missing. */
  readonly storageKey: string;
  /** The message in another tab's data, undefined when malformed: it is untrusted input like any other. */
  readonly read: (data: unknown) => T | undefined;
  /** What localStorage holds for a message; the instant in it makes every write a change, so each fires `storage`. */
  readonly stored: (message: T, at: number) => unknown;
  /** The data of a message in what localStorage holds. */
  readonly fromStored: (stored: unknown) => unknown;
};

export type TabMessages<T> = {
  readonly post: (message: T) => void;
  readonly subscribe: (listener: (message: T) => void) => () => void;
};

const parsed = (text: string | null): unknown => {
  try {
    return text === null ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Messages between a visitor's tabs: BroadcastChannel, falling back to the `storage` event of localStorage. */
export const tabMessages = <T>(win: TabWindow, options: TabMessagesOptions<T>): TabMessages<T> => {
  const { channel: name, storageKey, read, stored, fromStored } = options;
  if (win.BroadcastChannel) {
    const channel = new win.BroadcastChannel(name);
    return {
      post: (message) => channel.postMessage(message),
      subscribe: (listener) => {
        const onMessage = (event: MessageEvent) => {
          const message = read(event.data);
          if (message !== undefined) listener(message);
        };
        channel.addEventListener('message', onMessage);
        return () => channel.removeEventListener('message', onMessage);
      },
    };
  }
  return {
    post: (message) => {
      try {
        win.localStorage.setItem(storageKey, JSON.stringify(stored(message, Date.now())));
      } catch {
        // Storage may be full or blocked; the other tabs then catch up on their own next reading.
      }
    },
    subscribe: (listener) => {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== storageKey) return;
        const value = parsed(event.newValue);
        const message = value === undefined ? undefined : read(fromStored(value));
        if (message !== undefined) listener(message);
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
};
