import { err, errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { IconSetData } from '../../../../core/domain/media/icon-fetch.ts';
import type { IconSource } from '../../../../core/storefront/media/icon-source.port.ts';
import { loadIcons } from '../../../../core/storefront/media/load-icons.use-case.ts';

const BODY = '<path d="M0 0h24v24H0z"/>';
const ICON = { body: BODY, left: 0, top: 0, width: 24, height: 24 };

/** A source answering every requested name that `has`, recording each request. */
const source = (has: readonly string[] = [], { fails = false, body = BODY } = {}) => {
  const asked: string[] = [];
  const iconSource: IconSource = {
    iconSet: (prefix, names) => {
      asked.push(`${prefix}:${names.join(',')}`);
      if (fails) return errAsync({ type: 'IconsUnavailable' });
      const set: IconSetData = {
        prefix,
        width: 24,
        height: 24,
        icons: Object.fromEntries(names.filter((name) => has.includes(name)).map((name) => [name, { body }])),
      };
      return okAsync(set);
    },
  };
  return { iconSource, asked };
};

describe('loadIcons (spec 7: the shop icon endpoint, the public service as fallback)', () => {
  it("uses the shop's endpoint and never the fallback when it answers", async () => {
    const primary = source(['cart']);
    const fallback = source(['cart']);
    const load = loadIcons({ primary: primary.iconSource, fallback: fallback.iconSource });
    expect((await load('mdi:cart'))._unsafeUnwrap()).toEqual(ICON);
    expect(fallback.asked).toEqual([]);
  });

  it('asks the fallback when the endpoint fails', async () => {
    const primary = source([], { fails: true });
    const fallback = source(['cart']);
    const load = loadIcons({ primary: primary.iconSource, fallback: fallback.iconSource });
    expect((await load('mdi:cart'))._unsafeUnwrap()).toEqual(ICON);
    expect(fallback.asked).toEqual(['mdi:cart']);
  });

  it('asks once per set for the icons asked for together, and keeps each in memory by name', async () => {
    const primary = source(['cart', 'magnify', 'star']);
    const load = loadIcons({ primary: primary.iconSource, fallback: source().iconSource });
    const [cart, magnify, again, star] = await Promise.all([
      load('mdi:cart'),
      load('mdi:magnify'),
      load('mdi:cart'),
      load('ph:star'),
    ]);
    expect([cart, magnify, again, star].every((icon) => icon.isOk())).toBe(true);
    expect(primary.asked).toEqual(['mdi:cart,magnify', 'ph:star']);
    expect((await load('mdi:magnify')).isOk()).toBe(true);
    expect(primary.asked).toHaveLength(2);
  });

  it('answers IconUnavailable for a bad name, an icon nobody has and when both sources fail', async () => {
    const load = loadIcons({ primary: source(['cart']).iconSource, fallback: source([], { fails: true }).iconSource });
    expect((await load('not a name'))._unsafeUnwrapErr()).toEqual({ type: 'IconUnavailable', name: 'not a name' });
    expect((await load('mdi:nothing'))._unsafeUnwrapErr()).toEqual({ type: 'IconUnavailable', name: 'mdi:nothing' });
    const down = loadIcons({
      primary: source([], { fails: true }).iconSource,
      fallback: source([], { fails: true }).iconSource,
    });
    expect(await down('mdi:cart')).toEqual(err({ type: 'IconUnavailable', name: 'mdi:cart' }));
  });

  it('does not keep a failure: the next request asks again', async () => {
    const primary = source([], { fails: true });
    const load = loadIcons({ primary: primary.iconSource, fallback: source([], { fails: true }).iconSource });
    await load('mdi:cart');
    await load('mdi:cart');
    expect(primary.asked).toEqual(['mdi:cart', 'mdi:cart']);
  });

  it('refuses an icon whose body could run script', async () => {
    const hostile = source(['cart'], { body: '<path d="M0 0" onload="alert(1)"/>' });
    const load = loadIcons({ primary: hostile.iconSource, fallback: source().iconSource });
    expect(await load('mdi:cart')).toEqual(err({ type: 'IconUnavailable', name: 'mdi:cart' }));
  });
});
