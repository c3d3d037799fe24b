import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorPageTitle } from '../../../../core/storefront/seo/error-title.ts';

describe('the error screen title', () => {
  it("is '404 Not Found' for a missing page and '500 Error' for every other failure", () => {
    expect(errorPageTitle(404)).toBe('404 Not Found');
    fc.assert(
      fc.property(
        fc.integer({ min: 400, max: 599 }).filter((status) => status !== 404),
        (status) => {
          expect(errorPageTitle(status)).toBe('500 Error');
        },
      ),
    );
  });
});
