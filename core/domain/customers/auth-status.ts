/** Where the visitor stands with the auth provider (spec 4). */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** Undefined while the session is still being fetched, null when there is none, an object when signed in. */
export const authStatusOf = <T extends object>(sessionData: T | null | undefined): AuthStatus => {
  if (sessionData === undefined) return 'loading';
  return sessionData === null ? 'unauthenticated' : 'authenticated';
};
