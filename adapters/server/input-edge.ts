/** What every decoded request input is held to, whatever the route, before any handler reads it. */
export const INPUT_LIMITS = {
  /** Objects and lists inside one another; no form of the shop nests more than a few. */
  maxDepth: 32,
  /** Any body without a limit of its own (a route or parser may lower or raise it). */
  bodyBytes: 64 * 1024,
} as const;

// Names an object inherits: as field names they would shadow or replace what code relies on (`toString`, `__proto__`).
const INHERITED_NAMES = new Set([...Object.getOwnPropertyNames(Object.prototype), 'prototype']);

/** True for a key that names something every object inherits; such keys are refused in bodies and dropped from queries. */
export const isInheritedName = (key: string): boolean => INHERITED_NAMES.has(key);

export const hasNul = (text: string): boolean => text.includes('\u0000');

/** A plain object, or one made without a prototype (directly or through an empty one, as fast parsers do). */
const isPlainRecord = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as object | null;
  if (prototype === null || prototype === Object.prototype) return true;
  return Object.getPrototypeOf(prototype) === null && Reflect.ownKeys(prototype).length === 0;
};

type Pending = { readonly value: unknown; readonly path: string; readonly depth: number };

/**
 * Why a decoded input (query, path parameters or body) is refused, or undefined when it is acceptable:
 * JSON-like values only, nested at most `maxDepth` levels, no NUL characters (PostgreSQL refuses them in
 * text), no keys named after inherited members. Walked with a list, not recursion, so depth cannot overflow the stack.
 */
export const inputProblemOf = (input: unknown, where: string): string | undefined => {
  const pending: Pending[] = [{ value: input, path: where, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (hasNul(value)) return `${path}: NUL characters are not accepted`;
      continue;
    }
    if (value === null || value === undefined || typeof value === 'number' || typeof value === 'boolean') continue;
    if (value instanceof Uint8Array) continue;
    if (typeof value !== 'object') return `${path}: not a value a form or JSON body can carry`;
    if (depth >= INPUT_LIMITS.maxDepth) return `${where}: nested deeper than ${INPUT_LIMITS.maxDepth} levels`;
    if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push({ value: item, path: `${path}[${index}]`, depth: depth + 1 }));
      continue;
    }
    if (!isPlainRecord(value)) return `${path}: not a value a form or JSON body can carry`;
    for (const [key, item] of Object.entries(value)) {
      if (isInheritedName(key)) return `${path}: the field name '${key}' is not accepted`;
      if (hasNul(key)) return `${path}: NUL characters are not accepted`;
      pending.push({ value: item, path: `${path}.${key}`, depth: depth + 1 });
    }
  }
  return undefined;
};

/** Auth.js answers a 500 to a callbackUrl it cannot read as an http(s) URL; the edge answers 400 first. */
export const isReadableCallbackUrl = (value: unknown): boolean => {
  const values = Array.isArray(value) ? (value as unknown[]) : [value];
  return values.every((one) => {
    if (typeof one !== 'string' || one === '') return true;
    try {
      return /^https?:$/.test(new URL(one, one.startsWith('/') ? 'http://shop.invalid' : undefined).protocol);
    } catch {
      return false;
    }
  });
};

// RFC 2046: a boundary is 1–70 characters; without one, nothing in the body can be found.
const BOUNDARY = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})/i;

/** A multipart body is only readable with its boundary. */
export const isMultipartWithoutBoundary = (contentType: string | undefined): boolean =>
  contentType !== undefined && /^\s*multipart\//i.test(contentType) && !BOUNDARY.test(contentType);
