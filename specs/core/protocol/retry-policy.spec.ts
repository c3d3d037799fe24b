import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HTTP_METHODS, isHttpMethod, isIdempotentMethod, isSafeMethod } from '../../../core/protocol/http-method.ts';
import { isErrorStatus } from '../../../core/protocol/http-status.ts';
import { RETRYABLE_STATUSES, shouldRetry } from '../../../core/protocol/retry-policy.ts';
import { itIsAnEnumeration } from '../../support/enumeration-laws.ts';

describe('generic HTTP behaviour (spec section 7)', () => {
  describe('methods', () => {
    itIsAnEnumeration(HTTP_METHODS, isHttpMethod, [
      'GET',
      'HEAD',
      'OPTIONS',
      'TRACE',
      'PUT',
      'DELETE',
      'POST',
      'PATCH',
    ]);

    it('knows the idempotent methods, in any case', () => {
      for (const method of ['GET', 'head', 'Options', 'PUT', 'delete', 'TRACE'])
        expect(isIdempotentMethod(method)).toBe(true);
      for (const method of ['POST', 'patch', 'CONNECT']) expect(isIdempotentMethod(method)).toBe(false);
    });

    it('knows the safe methods, in any case: reads that change nothing', () => {
      for (const method of ['GET', 'head', 'Options', 'TRACE']) expect(isSafeMethod(method)).toBe(true);
      for (const method of ['POST', 'put', 'DELETE', 'PATCH', 'CONNECT']) expect(isSafeMethod(method)).toBe(false);
    });
  });

  describe('retries', () => {
    it('retries a POST once on 408, 409, 425, 429, 500, 502, 503, 504', () => {
      expect(RETRYABLE_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
      for (const status of RETRYABLE_STATUSES) {
        expect(shouldRetry({ method: 'POST', status, attempt: 1 })).toBe(true);
        expect(shouldRetry({ method: 'POST', status, attempt: 2 })).toBe(false);
      }
    });

    it('retries PATCH like POST', () => {
      expect(shouldRetry({ method: 'patch', status: 503, attempt: 1 })).toBe(true);
    });

    it('never retries idempotent requests', () => {
      for (const method of ['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE', 'TRACE']) {
        expect(shouldRetry({ method, status: 503, attempt: 1 })).toBe(false);
      }
    });

    it('does not retry other statuses', () => {
      for (const status of [400, 401, 403, 404, 422, 501, 505]) {
        expect(shouldRetry({ method: 'POST', status, attempt: 1 })).toBe(false);
      }
    });

    it('retries exactly a first failed non-idempotent attempt with a listed status', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...HTTP_METHODS),
          fc.integer({ min: 100, max: 599 }),
          fc.integer({ min: 1, max: 5 }),
          (method, status, attempt) => {
            expect(shouldRetry({ method, status, attempt })).toBe(
              !isIdempotentMethod(method) && RETRYABLE_STATUSES.includes(status) && attempt === 1,
            );
          },
        ),
      );
    });
  });

  describe('error statuses', () => {
    it('treats 400 to 599 as errors', () => {
      expect(isErrorStatus(399)).toBe(false);
      expect(isErrorStatus(400)).toBe(true);
      expect(isErrorStatus(599)).toBe(true);
      expect(isErrorStatus(600)).toBe(false);
      fc.assert(
        fc.property(fc.integer({ min: 100, max: 999 }), (status) => {
          expect(isErrorStatus(status)).toBe(status >= 400 && status < 600);
        }),
      );
    });
  });
});
