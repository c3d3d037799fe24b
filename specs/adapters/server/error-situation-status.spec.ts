import { describe, expect, it } from 'vitest';
import { statusOfErrorSituation } from '../../../adapters/server/error-situation-status.ts';
import {
  apiRequestFailed,
  invalidProvider,
  localeNotAllowed,
  pageNotFound,
  pageValidationFailed,
  sessionRequired,
  signOutWithoutCsrf,
} from '../../../core/domain/errors/error-situations.ts';

describe('the HTTP status of each error situation (spec 8)', () => {
  it('answers a failed Shop API request with the fatal 500', () => {
    expect(statusOfErrorSituation(apiRequestFailed('/api/carts'))).toBe(500);
  });

  it('answers pages that do not exist or fail validation with 404', () => {
    expect(statusOfErrorSituation(pageValidationFailed('/designs/x'))).toBe(404);
    expect(statusOfErrorSituation(localeNotAllowed())).toBe(404);
    expect(statusOfErrorSituation(pageNotFound('/nowhere'))).toBe(404);
  });

  it('answers a sign-out without CSRF token with 400', () => {
    expect(statusOfErrorSituation(signOutWithoutCsrf())).toBe(400);
  });

  it('answers an unknown provider with 400, or 500 when the providers could not load', () => {
    expect(statusOfErrorSituation(invalidProvider('github', true))).toBe(400);
    expect(statusOfErrorSituation(invalidProvider('github', false))).toBe(500);
  });

  it('answers a protected call without session with 401', () => {
    expect(statusOfErrorSituation(sessionRequired())).toBe(401);
  });
});
