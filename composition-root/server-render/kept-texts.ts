import type { i18n } from 'i18next';

/** Filled texts kept per language and page: enough for any page, cleared when full so names never pile up. */
const KEPT_TEXTS = 1000;

/**
 * The key of a text filled with plain values (`showPicture` with `{ number: 2, count: 5 }`), or undefined when the
 * key is a list or an option is not a string, number or boolean: such a text is worked out at each call.
 */
const keyOf = (textKey: unknown, options: unknown): string | undefined => {
  if (typeof textKey !== 'string') return undefined;
  if (options === undefined) return textKey;
  if (options === null || typeof options !== 'object') return undefined;
  let key = textKey;
  for (const name in options) {
    const value: unknown = (options as Record<string, unknown>)[name];
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return undefined;
    key += `\u0000${name}\u0001${kind[0]}${String(value)}`;
  }
  return key;
};

/**
 * The server's texts never change while it runs, so a text filled with the same values is worked out once:
 * i18next's interpolation and plural rules were a tenth of the design page's render, and its thumbnails alone
 * asked five times for "picture n of 5".
 */
export const keepFilledTexts = (instance: i18n): i18n => {
  // i18next's TFunction is an overloaded type no plain function satisfies; this one passes every call form on.
  const translate = instance.t.bind(instance) as unknown as (
    textKey: unknown,
    options?: unknown,
    more?: unknown,
  ) => unknown;
  const kept = new Map<string, string>();
  const t = (textKey: unknown, options?: unknown, more?: unknown): unknown => {
    const key = more === undefined ? keyOf(textKey, options) : undefined;
    if (key === undefined) return translate(textKey, options, more);
    let text = kept.get(key);
    if (text === undefined) {
      const translated = translate(textKey, options);
      if (typeof translated !== 'string') return translated;
      if (kept.size >= KEPT_TEXTS) kept.clear();
      kept.set(key, (text = translated));
    }
    return text;
  };
  instance.t = t as unknown as i18n['t'];
  return instance;
};
