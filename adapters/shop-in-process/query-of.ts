import type { Query } from '../../core/domain/routing/query.ts';

/** A URL's search part as the core reads queries: repeated keys become lists. */
export const queryOf = (search: string): Query => {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(typeof previous === 'string' ? [previous] : previous), value];
  }
  return query;
};
