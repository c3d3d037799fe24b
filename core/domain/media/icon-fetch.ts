/** How long the storefront waits for the product's icon endpoint before falling back to the public icon service. */
export const ICON_FETCH_TIMEOUT_MS = 1500;

/** Where the icon data comes from: the shop's own endpoint first, then the public Iconify API (same paths). */
export const ICON_ENDPOINT_BASE = '/api/icons';
export const ICON_FALLBACK_BASE = 'https://api.iconify.design';

/** The viewBox side of an Iconify icon that names none. */
export const ICON_DEFAULT_SIZE = 16;

/** An icon by its Iconify name `prefix:name`, e.g. `mdi:cart-outline`. */
export type IconName = { readonly prefix: string; readonly name: string };

/** What one icon draws: its SVG body and viewBox. */
export type IconData = {
  readonly body: string;
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
};

type IconFields = {
  readonly body?: string;
  readonly left?: number;
  readonly top?: number;
  readonly width?: number;
  readonly height?: number;
};

/** An Iconify JSON answer for one set, as decoded at the edge: icons, aliases and the set's default size. */
export type IconSetData = {
  readonly prefix: string;
  readonly icons: Readonly<Record<string, IconFields & { readonly body: string }>>;
  readonly aliases?: Readonly<Record<string, IconFields & { readonly parent: string }>>;
  readonly left?: number;
  readonly top?: number;
  readonly width?: number;
  readonly height?: number;
};

const PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `prefix:name` with both parts lower-case letters, digits and inner hyphens; anything else is no icon. */
export const parseIconName = (text: string): IconName | undefined => {
  const [prefix, name, ...rest] = text.split(':');
  return prefix !== undefined && name !== undefined && rest.length === 0 && PART.test(prefix) && PART.test(name)
    ? { prefix, name }
    : undefined;
};

export const iconKey = (icon: IconName): string => `${icon.prefix}:${icon.name}`;

/** The icons to ask for, one request per set: distinct names in a stable order. */
export const iconRequests = (icons: readonly IconName[]): readonly { prefix: string; names: readonly string[] }[] => {
  const bySet = new Map<string, Set<string>>();
  for (const { prefix, name } of icons) bySet.set(prefix, (bySet.get(prefix) ?? new Set()).add(name));
  return [...bySet].map(([prefix, names]) => ({ prefix, names: [...names].sort() }));
};

/** `{base}/{prefix}.json?icons=a,b`: the Iconify API's path, which the shop's endpoint serves too. */
export const iconSetUrl = (base: string, prefix: string, names: readonly string[]): string =>
  `${base}/${prefix}.json?icons=${names.join(',')}`;

/** Aliases may point at aliases; a longer chain is a broken (or hostile) set. */
const MAX_ALIAS_DEPTH = 5;

const own = <T>(record: Readonly<Record<string, T>> | undefined, key: string): T | undefined =>
  record !== undefined && Object.hasOwn(record, key) ? record[key] : undefined;

const withDefaults = (set: IconSetData, fields: IconFields & { readonly body: string }): IconData => ({
  body: fields.body,
  left: fields.left ?? set.left ?? 0,
  top: fields.top ?? set.top ?? 0,
  width: fields.width ?? set.width ?? ICON_DEFAULT_SIZE,
  height: fields.height ?? set.height ?? ICON_DEFAULT_SIZE,
});

/**
 * One icon of a set, following aliases (an alias's own size wins over its parent's). Transformations
 * (rotate, flip) are not read: the shop's icons use none.
 */
export const resolveIcon = (set: IconSetData, name: string): IconData | undefined => {
  let overrides: IconFields = {};
  let current = name;
  for (let depth = 0; depth <= MAX_ALIAS_DEPTH; depth += 1) {
    const icon = own(set.icons, current);
    if (icon !== undefined) return withDefaults(set, { ...icon, ...overrides, body: icon.body });
    const alias = own(set.aliases, current);
    if (alias === undefined) return undefined;
    const { parent, ...fields } = alias;
    overrides = { ...fields, ...overrides };
    current = parent;
  }
  return undefined;
};

const UNSAFE_SVG = [
  /<\s*(script|foreignobject|iframe|object|embed|style|image|use|a)\b/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /href\s*=/i,
];

/**
 * Icon bodies are inserted as SVG markup, and the fallback service is a third party: a body that could run
 * script, load something or link anywhere is refused (the CSP would stop most of it; this is the first fence).
 */
export const isSafeIconBody = (body: string): boolean => UNSAFE_SVG.every((pattern) => !pattern.test(body));
