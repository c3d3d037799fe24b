import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../core/domain/errors/error-situations.ts';
import {
  interpretShopApiResponse,
  shopApiFailure,
  shopApiSuccess,
  VALIDATION_FAILED_CODE,
} from '../../../adapters/shop-api-contract/shop-api-envelope.ts';

describe('Shop API responses (spec sections 7, 8)', () => {
  const url = 'https://api.example/carts/1';

  it('returns the data of a successful response', () => {
    expect(interpretShopApiResponse(url, shopApiSuccess({ id: 1 }))).toEqual(ok({ kind: 'data', data: { id: 1 } }));
  });

  it('returns a 5004 error as data: a validation failure with its field errors', () => {
    const fields = [{ field: 'email', message: 'invalid' }];
    expect(VALIDATION_FAILED_CODE).toBe(5004);
    expect(interpretShopApiResponse(url, shopApiFailure({ code: 5004, message: 'Validation failed', fields }))).toEqual(
      ok({ kind: 'validationFailed', message: 'Validation failed', fields }),
    );
    expect(interpretShopApiResponse(url, shopApiFailure({ code: 5004, message: 'Validation failed' }))).toEqual(
      ok({ kind: 'validationFailed', message: 'Validation failed', fields: [] }),
    );
  });

  it("turns any other failure into 'API Request failed {url}'", () => {
    expect(interpretShopApiResponse(url, shopApiFailure({ code: 5000, message: 'boom' }))).toEqual(
      err(apiRequestFailed(url)),
    );
    fc.assert(
      fc.property(
        fc.integer().filter((code) => code !== VALIDATION_FAILED_CODE),
        fc.string(),
        (code, message) => {
          expect(interpretShopApiResponse(url, shopApiFailure({ code, message }))).toEqual(
            err({ type: 'ApiRequestFailed', url, message: `API Request failed ${url}` }),
          );
        },
      ),
    );
  });
});
