import { describe, expect, it } from 'vitest';
import {
  broadcastCartChangeNotices,
  CART_CHANNEL,
  CART_STORAGE_KEY,
} from '../../../adapters/shop-api-client/broadcast-cart-change-notices.ts';

/** Two tabs of one browser: a notice posted in one reaches the other's listeners, never its own. */
describe('cart change notices between tabs', () => {
  it('uses BroadcastChannel where the browser has it, and carries no cart', async () => {
    const sender = broadcastCartChangeNotices(globalThis as unknown as Window);
    const receiver = broadcastCartChangeNotices(globalThis as unknown as Window);
    const spy = new BroadcastChannel(CART_CHANNEL);
    const seen = new Promise<unknown>((resolve) => spy.addEventListener('message', (event) => resolve(event.data)));
    const heard = new Promise<void>((resolve) => receiver.subscribe(resolve));
    let heardBySender = 0;
    sender.subscribe(() => (heardBySender += 1));
    sender.announce();
    await heard;
    expect(await seen).toEqual({ kind: 'cart-changed' });
    expect(heardBySender).toBe(0);
    spy.close();
  });

  it('drops a malformed message from another tab, and stops after the unsubscribe', async () => {
    const receiver = broadcastCartChangeNotices(globalThis as unknown as Window);
    const other = new BroadcastChannel(CART_CHANNEL);
    let heard = 0;
    const unsubscribe = receiver.subscribe(() => (heard += 1));
    other.postMessage({ kind: 'cart', lines: [] });
    other.postMessage('cart-changed');
    other.postMessage({ kind: 'cart-changed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    other.postMessage({ kind: 'cart-changed' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toBe(1);
    other.close();
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
    const tab = broadcastCartChangeNotices(fakeWindow);
    let heard = 0;
    const unsubscribe = tab.subscribe(() => (heard += 1));

    tab.announce();
    const written = stored.get(CART_STORAGE_KEY) ?? null;
    expect(JSON.parse(written ?? '{}')).toMatchObject({ kind: 'cart-changed' });
    // The browser fires `storage` in the other tabs only; here it is played to this tab's listener.
    for (const listener of listeners) listener({ key: CART_STORAGE_KEY, newValue: written });
    for (const listener of listeners) listener({ key: CART_STORAGE_KEY, newValue: '{"kind":"other"}' });
    for (const listener of listeners) listener({ key: CART_STORAGE_KEY, newValue: 'not json' });
    for (const listener of listeners) listener({ key: CART_STORAGE_KEY, newValue: null });
    for (const listener of listeners) listener({ key: 'other', newValue: written });
    expect(heard).toBe(1);
    unsubscribe();
    expect(listeners).toEqual([]);
  });

  it('keeps working when storage refuses the write', () => {
    const fakeWindow = {
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      localStorage: {
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    } as unknown as Window;
    expect(() => broadcastCartChangeNotices(fakeWindow).announce()).not.toThrow();
  });
});
