import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { readCache } from '../../../adapters/postgres/cached-catalogue.ts';
import { responseCache } from '../../../adapters/server/response-cache.ts';

const clockAt = (start: number) => {
  let now = start;
  return { clock: { now: () => now }, advance: (ms: number) => (now += ms) };
};

const counted = <T>(answer: (n: number) => T) => {
  let calls = 0;
  return {
    read: (key: string) => {
      calls += 1;
      return okAsync(`${key}:${String(answer(calls))}`);
    },
    calls: () => calls,
  };
};

describe('readCache', () => {
  it('answers the same read from memory until its time is up', async () => {
    const time = clockAt(0);
    const source = counted((n) => n);
    const read = readCache({ clock: time.clock, ttlMs: 1000, maxEntries: 10 })('page', source.read);
    expect((await read('a'))._unsafeUnwrap()).toBe('a:1');
    expect((await read('a'))._unsafeUnwrap()).toBe('a:1');
    expect((await read('b'))._unsafeUnwrap()).toBe('b:2');
    time.advance(1000);
    expect((await read('a'))._unsafeUnwrap()).toBe('a:3');
  });

  it('shares one read between concurrent identical calls', async () => {
    const source = counted((n) => n);
    const read = readCache({ clock: clockAt(0).clock, ttlMs: 1000, maxEntries: 10 })('page', source.read);
    const answers = await Promise.all([read('a'), read('a'), read('a')]);
    expect(answers.map((a) => a._unsafeUnwrap())).toEqual(['a:1', 'a:1', 'a:1']);
    expect(source.calls()).toBe(1);
  });

  it('does not keep failures', async () => {
    let calls = 0;
    const read = readCache({ clock: clockAt(0).clock, ttlMs: 1000, maxEntries: 10 })('page', () => {
      calls += 1;
      return calls === 1 ? errAsync('down') : okAsync('up');
    });
    expect((await read())._unsafeUnwrapErr()).toBe('down');
    expect((await read())._unsafeUnwrap()).toBe('up');
  });

  it('forgets the oldest entry when full, so arbitrary searches cannot grow it without bound', async () => {
    const source = counted((n) => n);
    const read = readCache({ clock: clockAt(0).clock, ttlMs: 1000, maxEntries: 2 })('page', source.read);
    await read('a');
    await read('b');
    await read('c');
    expect((await read('c'))._unsafeUnwrap()).toBe('c:3');
    expect((await read('a'))._unsafeUnwrap()).toBe('a:4');
  });

  it('keeps an entry to the end of its TTL window, so an answer kept from it expires with it', async () => {
    const time = clockAt(0);
    const source = counted((n) => n);
    const options = { clock: time.clock, ttlMs: 1000, maxEntries: 10 };
    const read = readCache(options)('page', source.read);
    const answers = responseCache(options);
    time.advance(900);
    expect((await read('a'))._unsafeUnwrap()).toBe('a:1');
    time.advance(50);
    // The answer built at 950 from the read made at 900: both end at 1000, never at 1950.
    answers.set('a', (await read('a'))._unsafeUnwrap());
    time.advance(49);
    expect(answers.get('a')).toBe('a:1');
    time.advance(1);
    expect(answers.get('a')).toBeUndefined();
    expect((await read('a'))._unsafeUnwrap()).toBe('a:2');
  });

  it('forgets every kept answer when told, whatever its window', async () => {
    const source = counted((n) => n);
    const read = readCache({ clock: clockAt(0).clock, ttlMs: 60_000, maxEntries: 10 });
    const page = read('page', source.read);
    await page('a');
    read.forgetAll();
    expect((await page('a'))._unsafeUnwrap()).toBe('a:2');
  });
});
