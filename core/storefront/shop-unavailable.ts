import type { ErrorSituation } from '../domain/errors/error-situations.ts';

/** The shop could not be asked or did not answer (the error catalogue's "API Request failed {url}"). */
export type ShopUnavailable = Extract<ErrorSituation, { type: 'ApiRequestFailed' }>;
