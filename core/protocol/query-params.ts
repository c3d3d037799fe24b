/** A decoded query string: a name maps to one value, or to several when it was repeated. */
export type QueryParams = Readonly<Record<string, string | readonly string[] | undefined>>;

/** The first value given for `name`, as browsers and most servers read a repeated parameter. */
export const queryValue = (query: QueryParams, name: string): string | undefined => {
  const value = Object.hasOwn(query, name) ? query[name] : undefined;
  return typeof value === 'string' ? value : value?.[0];
};
