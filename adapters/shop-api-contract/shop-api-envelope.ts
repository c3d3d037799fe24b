import { err, ok, type Result } from 'neverthrow';
import { apiRequestFailed } from '../../core/domain/errors/error-situations.ts';
import type { ShopUnavailable } from '../../core/storefront/shop-unavailable.ts';

/** The Shop API's error code for "the request was understood but its fields are invalid". */
export const VALIDATION_FAILED_CODE = 5004;

export type ShopApiFieldError = { readonly field: string; readonly message: string };

export type ShopApiError = {
  readonly code: number;
  readonly message: string;
  readonly fields?: readonly ShopApiFieldError[];
};

/** Every Shop API response body. */
export type ShopApiEnvelope<T> =
  { readonly success: true; readonly data: T } | { readonly success: false; readonly error: ShopApiError };

/** A validation failure is an answer the caller shows next to the form, not a broken request. */
export type ShopApiOutcome<T> =
  | { readonly kind: 'data'; readonly data: T }
  | { readonly kind: 'validationFailed'; readonly message: string; readonly fields: readonly ShopApiFieldError[] };

export const interpretShopApiResponse = <T>(
  url: string,
  envelope: ShopApiEnvelope<T>,
): Result<ShopApiOutcome<T>, ShopUnavailable> => {
  if (envelope.success) return ok({ kind: 'data', data: envelope.data });
  if (envelope.error.code === VALIDATION_FAILED_CODE) {
    return ok({ kind: 'validationFailed', message: envelope.error.message, fields: envelope.error.fields ?? [] });
  }
  return err(apiRequestFailed(url));
};

export const shopApiSuccess = <T>(data: T): ShopApiEnvelope<T> => ({ success: true, data });

export const shopApiFailure = (error: ShopApiError): ShopApiEnvelope<never> => ({ success: false, error });
