/** A decoded query string: a key may repeat, so a value may be a list. */
export type Query = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The first value of a query key, as routers read a single-valued parameter. */
export const firstQueryValue = (query: Query, key: string): string | undefined => {
  const value = query[key];
  return typeof value === 'string' ? value : value?.[0];
};

/** The search part of a URL ('' or '?a=1&b=2'), with keys and values percent-encoded. */
export const queryString = (query: Query): string => {
  const pairs = Object.entries(query).flatMap(([key, value]) =>
    (typeof value === 'string' ? [value] : (value ?? [])).map(
      (item) => `${encodeURIComponent(key)}=${encodeURIComponent(item)}`,
    ),
  );
  return pairs.length === 0 ? '' : `?${pairs.join('&')}`;
};
