/**
 * The situations of the specification's error catalogue (section 8), each a tagged value carrying the exact text
 * the specification gives. Not the product catalogue's errors; the HTTP status of each is the server's mapping.
 */
export type ErrorSituation =
  | { readonly type: 'ApiRequestFailed'; readonly url: string; readonly message: string }
  | { readonly type: 'ClientApiDisabled'; readonly message: string }
  | { readonly type: 'InvalidSessionProvider'; readonly message: string }
  | { readonly type: 'AuthRuntimeError'; readonly message: string }
  | { readonly type: 'AuthServerConfiguration'; readonly message: string }
  | { readonly type: 'PageValidationFailed'; readonly path: string; readonly message: string }
  | { readonly type: 'LocaleNotAllowed'; readonly message: string }
  | { readonly type: 'PageNotFound'; readonly path: string; readonly message: string }
  | { readonly type: 'SignOutWithoutCsrf'; readonly message: string }
  | {
      readonly type: 'InvalidProvider';
      readonly provider: string;
      /** False when the provider list itself could not load (the server's fault, not the visitor's). */
      readonly providersLoaded: boolean;
      readonly message: string;
    }
  | { readonly type: 'SessionRequired'; readonly message: string }
  | { readonly type: 'UnknownRouteMiddleware'; readonly name: string; readonly message: string };

export type ErrorSituationType = ErrorSituation['type'];

export const apiRequestFailed = (url: string) =>
  ({ type: 'ApiRequestFailed', url, message: `API Request failed ${url}` }) as const;

export const clientApiDisabled = () =>
  ({ type: 'ClientApiDisabled', message: 'Client-side API requests are disabled...' }) as const;

export const invalidSessionProvider = () =>
  ({ type: 'InvalidSessionProvider', message: 'Session provider it`s invalid' }) as const;

export const authRuntimeError = () =>
  ({ type: 'AuthRuntimeError', message: 'Runtime error, check the console logs to debug' }) as const;

export const authServerConfiguration = () =>
  ({ type: 'AuthServerConfiguration', message: 'Server configuration error' }) as const;

/** A route matched but its parameters failed validation. */
export const pageValidationFailed = (path: string) =>
  ({ type: 'PageValidationFailed', path, message: `Page Not Found: ${path}` }) as const;

export const localeNotAllowed = () => ({ type: 'LocaleNotAllowed', message: 'Page Not Found' }) as const;

/** No route matched the path at all. */
export const pageNotFound = (path: string) => ({ type: 'PageNotFound', path, message: 'Page not found' }) as const;

export const signOutWithoutCsrf = () =>
  ({ type: 'SignOutWithoutCsrf', message: 'Could not fetch CSRF Token for signing out' }) as const;

/** A provider that does not exist, or one asked for when the provider list itself could not load. */
export const invalidProvider = (provider: string, providersLoaded: boolean) =>
  ({ type: 'InvalidProvider', provider, providersLoaded, message: 'InvalidProvider' }) as const;

export const sessionRequired = () => ({ type: 'SessionRequired', message: 'SessionRequired' }) as const;

export const unknownRouteMiddleware = (name: string) =>
  ({ type: 'UnknownRouteMiddleware', name, message: 'Unknown route middleware' }) as const;

// A record so the compiler refuses a situation added to the union but left out of the list.
const SITUATIONS: Readonly<Record<ErrorSituationType, true>> = {
  ApiRequestFailed: true,
  ClientApiDisabled: true,
  InvalidSessionProvider: true,
  AuthRuntimeError: true,
  AuthServerConfiguration: true,
  PageValidationFailed: true,
  LocaleNotAllowed: true,
  PageNotFound: true,
  SignOutWithoutCsrf: true,
  InvalidProvider: true,
  SessionRequired: true,
  UnknownRouteMiddleware: true,
};

/** Every situation of the catalogue, in the order of the specification's table. */
export const ERROR_SITUATIONS = Object.keys(SITUATIONS) as readonly ErrorSituationType[];
