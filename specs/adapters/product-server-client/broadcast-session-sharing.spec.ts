import { describe, expect, it } from 'vitest';
import {
  broadcastSessionSharing,
  SESSION_STORAGE_KEY,
} from '../../../adapters/product-server-client/broadcast-session-sharing.ts';
import { newSession, type Session } from '../../../core/domain/session/session.ts';
import type { SessionId } from '../../../core/domain/session/session-id.ts';

const SESSION = { ...newSession('SpecSession00000000000000000001' as SessionId), isConsentGiven: true };

/** Two tabs of one browser: a message posted in one reaches the other's listeners, never its own. */
describe('sharing the session between tabs', () => {
  it('uses BroadcastChannel where the browser has it', async () => {
    const sender = broadcastSessionSharing(globalThis as unknown as Window);
    const receiver = broadcastSessionSharing(globalThis as unknown as Window);
    const received = new Promise<Session>((resolve) => receiver.subscribe(resolve));
    sender.share(SESSION);
    expect(await received).toEqual(SESSION);
  });

  it('falls back to the storage event of localStorage, and drops a malformed value', () => {
    const listeners: ((event: { key: string | null; newValue: string | null }) => void)[] = [];
    const stored = new Map<string, string>();
    const fakeWindow = {
      addEventListener: (_type: string, listener: (typeof listeners)[number]) => listeners.push(listener),
      removeEventListener: (_type: string, listener: (typeof listeners)[number]) =>
        listeners.splice(listeners.indexOf(listener), 1),
      localStorage: { setItem: (key: string, value: string) => stored.set(key, value) },
    } as unknown as Window;
    const tab = broadcastSessionSharing(fakeWindow);
    const received: Session[] = [];
    const unsubscribe = tab.subscribe((session) => received.push(session));

    tab.share(SESSION);
    const written = stored.get(SESSION_STORAGE_KEY) ?? null;
    // The browser fires `storage` in the other tabs only; here it is played to this tab's listener.
    for (const listener of listeners) listener({ key: SESSION_STORAGE_KEY, newValue: written });
    for (const listener of listeners) listener({ key: SESSION_STORAGE_KEY, newValue: '{"session":{"x":1}}' });
    for (const listener of listeners) listener({ key: SESSION_STORAGE_KEY, newValue: 'not json' });
    for (const listener of listeners) listener({ key: 'other', newValue: written });
    expect(received).toEqual([SESSION]);
    unsubscribe();
    expect(listeners).toEqual([]);
  });
});
