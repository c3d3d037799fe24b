/** Auth.js prefixes its cookies `__Secure-`/`__Host-` and marks them Secure exactly when its origin is HTTPS. */
export const usesSecureCookies = (origin: string): boolean => origin.startsWith('https://');
