import type { ErrorSituation } from '../../core/domain/errors/error-situations.ts';

/** The HTTP status the server answers each situation of the error catalogue with (spec 8). */
export const statusOfErrorSituation = (error: ErrorSituation): 400 | 401 | 404 | 500 => {
  switch (error.type) {
    case 'PageValidationFailed':
    case 'LocaleNotAllowed':
    case 'PageNotFound':
      return 404;
    case 'SignOutWithoutCsrf':
      return 400;
    case 'InvalidProvider':
      return error.providersLoaded ? 400 : 500;
    case 'SessionRequired':
      return 401;
    case 'ApiRequestFailed':
    case 'ClientApiDisabled':
    case 'InvalidSessionProvider':
    case 'AuthRuntimeError':
    case 'AuthServerConfiguration':
    case 'UnknownRouteMiddleware':
      return 500;
    default:
      return error satisfies never;
  }
};
