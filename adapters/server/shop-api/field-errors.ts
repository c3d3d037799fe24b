import type { ShopApiFieldError } from '../../../core/domain/http/shop-api-envelope.ts';

/** 'billing.postalCode' → 'billing_postal_code': the name of the form field the request sent. */
const wireName = (field: string): string =>
  field.replace(/\./g, '_').replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The core's field errors as the envelope's `fields`: the request's field name, and the error's type
 * as the message (a stable key the storefront translates and shows next to the field).
 */
export const wireFieldErrors = (
  errors: { readonly [field: string]: { readonly type: string } | undefined },
  rename: { readonly [field: string]: string } = {},
): readonly ShopApiFieldError[] =>
  Object.entries(errors).flatMap(([field, error]) =>
    error === undefined ? [] : [{ field: rename[field] ?? wireName(field), message: error.type }],
  );
