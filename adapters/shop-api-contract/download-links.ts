/**
 * A download's link: its path at the site's root, where the sign-in cookie says who asks. It never carries the
 * session id, which would leak to browser history, shared links and the logs of anything in between.
 */
export const downloadAtRoot = (path: string): string => path;
