import { okAsync, type ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { lazyFunction, lazyPort, loadOnce } from '../../../composition-root/browser/lazy-port.ts';

type Greeter = {
  greet(name: string): ResultAsync<string, never>;
  count(): ResultAsync<number, never>;
};

const greeter: Greeter = { greet: (name) => okAsync(`hello ${name}`), count: () => okAsync(2) };

describe('a port whose adapter arrives in a later chunk', () => {
  it('loads the adapter on the first call only, and passes the arguments through', async () => {
    let loads = 0;
    const port = lazyPort<Greeter>(
      { greet: true, count: true },
      loadOnce(async () => {
        loads += 1;
        return greeter;
      }),
      'greeter',
    );
    expect(loads).toBe(0);
    expect((await port.greet('Ana'))._unsafeUnwrap()).toBe('hello Ana');
    expect((await port.count())._unsafeUnwrap()).toBe(2);
    expect(loads).toBe(1);
  });

  it('answers as the shop being unavailable when the chunk cannot load, and tries again on the next call', async () => {
    let attempts = 0;
    const port = lazyPort<Greeter>(
      { greet: true, count: true },
      loadOnce(async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return greeter;
      }),
      'greeter',
    );
    expect((await port.greet('Ana'))._unsafeUnwrapErr()).toEqual({
      type: 'ApiRequestFailed',
      url: 'greeter.greet',
      message: 'API Request failed greeter.greet',
    });
    expect((await port.greet('Ana'))._unsafeUnwrap()).toBe('hello Ana');
    expect(attempts).toBe(2);
  });

  it('wraps a single-function port the same way', async () => {
    const open = lazyFunction(async () => (path: string) => okAsync(`opened ${path}`), 'openPage');
    expect((await open('/cart'))._unsafeUnwrap()).toBe('opened /cart');
    const broken = lazyFunction<[string], string, never>(() => Promise.reject(new Error('offline')), 'openPage');
    expect((await broken('/cart'))._unsafeUnwrapErr().message).toBe('API Request failed openPage');
  });
});
