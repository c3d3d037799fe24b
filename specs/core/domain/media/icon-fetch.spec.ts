import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ICON_DEFAULT_SIZE,
  ICON_ENDPOINT_BASE,
  ICON_FALLBACK_BASE,
  ICON_FETCH_TIMEOUT_MS,
  iconKey,
  iconRequests,
  iconSetUrl,
  isSafeIconBody,
  parseIconName,
  resolveIcon,
  type IconSetData,
} from '../../../../core/domain/media/icon-fetch.ts';

const CART = '<path fill="currentColor" d="M17 18a2 2 0 0 1 2 2"/>';

describe('icon names and requests (spec 7: the product icon endpoint, the public service as fallback)', () => {
  it('waits 1500 ms for the shop endpoint, then asks the public Iconify API', () => {
    expect(ICON_FETCH_TIMEOUT_MS).toBe(1500);
    expect(ICON_ENDPOINT_BASE).toBe('/api/icons');
    expect(ICON_FALLBACK_BASE).toBe('https://api.iconify.design');
  });

  it('reads prefix:name and refuses anything else', () => {
    expect(parseIconName('mdi:cart-outline')).toEqual({ prefix: 'mdi', name: 'cart-outline' });
    for (const bad of ['mdi', 'mdi:', ':cart', 'mdi:cart:x', 'MDI:cart', 'mdi:cart_outline', 'mdi:-cart', '../x:y']) {
      expect(parseIconName(bad), bad).toBeUndefined();
    }
  });

  it('gives back the name it read', () => {
    const part = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    fc.assert(
      fc.property(part, part, (prefix, name) => {
        const icon = parseIconName(`${prefix}:${name}`);
        expect(icon && iconKey(icon)).toBe(`${prefix}:${name}`);
      }),
    );
  });

  it('asks once per set, each name once, in a stable order', () => {
    expect(
      iconRequests([
        { prefix: 'mdi', name: 'magnify' },
        { prefix: 'mdi', name: 'cart' },
        { prefix: 'ph', name: 'star' },
        { prefix: 'mdi', name: 'cart' },
      ]),
    ).toEqual([
      { prefix: 'mdi', names: ['cart', 'magnify'] },
      { prefix: 'ph', names: ['star'] },
    ]);
    expect(iconRequests([])).toEqual([]);
  });

  it("builds the Iconify API's path", () => {
    expect(iconSetUrl('/api/icons', 'mdi', ['cart', 'magnify'])).toBe('/api/icons/mdi.json?icons=cart,magnify');
    expect(iconSetUrl(ICON_FALLBACK_BASE, 'mdi', ['cart'])).toBe('https://api.iconify.design/mdi.json?icons=cart');
  });
});

describe('resolving an icon of an Iconify set', () => {
  const set: IconSetData = {
    prefix: 'mdi',
    width: 24,
    height: 24,
    icons: { cart: { body: CART }, wide: { body: CART, width: 32, left: 2, top: 1 } },
    aliases: {
      trolley: { parent: 'cart' },
      'big-trolley': { parent: 'trolley', width: 48, height: 48 },
      loop: { parent: 'loop' },
    },
  };

  it("takes the icon's own size, else the set's", () => {
    expect(resolveIcon(set, 'cart')).toEqual({ body: CART, left: 0, top: 0, width: 24, height: 24 });
    expect(resolveIcon(set, 'wide')).toEqual({ body: CART, left: 2, top: 1, width: 32, height: 24 });
  });

  it('falls back to 16 × 16 when neither names a size', () => {
    expect(resolveIcon({ prefix: 'x', icons: { a: { body: CART } } }, 'a')).toMatchObject({
      width: ICON_DEFAULT_SIZE,
      height: ICON_DEFAULT_SIZE,
    });
  });

  it('follows aliases, the nearest alias size winning', () => {
    expect(resolveIcon(set, 'trolley')).toEqual(resolveIcon(set, 'cart'));
    expect(resolveIcon(set, 'big-trolley')).toMatchObject({ body: CART, width: 48, height: 48 });
  });

  it('finds nothing for a missing icon, an alias loop or an inherited property name', () => {
    expect(resolveIcon(set, 'nothing')).toBeUndefined();
    expect(resolveIcon(set, 'loop')).toBeUndefined();
    expect(resolveIcon(set, 'constructor')).toBeUndefined();
    expect(resolveIcon({ prefix: 'x', icons: {} }, 'toString')).toBeUndefined();
  });
});

describe('which icon bodies may be drawn', () => {
  it('accepts plain drawing markup', () => {
    expect(isSafeIconBody(CART)).toBe(true);
    expect(isSafeIconBody('<g opacity=".5"><circle cx="12" cy="12" r="4"/></g>')).toBe(true);
  });

  it.each([
    '<script>alert(1)</script>',
    '<path d="M0 0" onload="alert(1)"/>',
    '<path d="M0 0"\tonclick=alert(1) />',
    '<foreignObject><div/></foreignObject>',
    '<style>path{fill:url(https://evil.example)}</style>',
    '<image href="https://evil.example/x.png"/>',
    '<use xlink:href="#a"/>',
    '<a href="javascript:alert(1)"><path d="M0 0"/></a>',
    '<iframe src="x"/>',
  ])('refuses %s', (body) => {
    expect(isSafeIconBody(body)).toBe(false);
  });
});
