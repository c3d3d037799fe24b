import type { Query } from '../../core/domain/routing/query.ts';
import { hasNul, isInheritedName } from '../server/input-edge.ts';

/**
 * A URL's search part as the core reads queries: repeated keys become lists. Keys named after inherited
 * members and anything carrying a NUL are ignored (no page needs them), into an object without a prototype.
 */
export const queryOf = (search: string): Query => {
  const query = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(search)) {
    if (isInheritedName(key) || hasNul(key) || hasNul(value)) continue;
    const previous = query[key];
    query[key] = previous === undefined ? value : [...(typeof previous === 'string' ? [previous] : previous), value];
  }
  return query;
};
