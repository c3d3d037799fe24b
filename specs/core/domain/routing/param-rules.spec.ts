import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREATE_ARTICLE_ID_LIMIT,
  isAllDigits,
  isCreateArticleId,
  isNonBlank,
  isNonEmpty,
  isTopicId,
  pathParam,
  queryParam,
} from '../../../../core/domain/routing/param-rules.ts';

const digits = fc.stringMatching(/^[0-9]{1,12}$/);

describe('route parameter rules (spec 2, 5)', () => {
  it('non-empty: any character counts', () => {
    expect(isNonEmpty('')).toBe(false);
    expect(isNonEmpty(' ')).toBe(true);
  });

  it('non-empty after trimming: whitespace alone is empty', () => {
    expect(isNonBlank('summer-sale')).toBe(true);
    expect(isNonBlank(' \t\n')).toBe(false);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(isNonBlank(value)).toBe(value.trim().length > 0);
      }),
    );
  });

  it('all digits: one or more ASCII digits and nothing else', () => {
    expect(isAllDigits('12')).toBe(true);
    expect(isAllDigits('')).toBe(false);
    expect(isAllDigits('1a')).toBe(false);
    expect(isAllDigits('-1')).toBe(false);
    expect(isAllDigits('١٢')).toBe(false);
    fc.assert(
      fc.property(digits, (value) => {
        expect(isAllDigits(value)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.string().filter((v) => /[^0-9]/.test(v) || v === ''),
        (value) => {
          expect(isAllDigits(value)).toBe(false);
        },
      ),
    );
  });

  it('topic id: all digits, or ends with underscore plus digits', () => {
    expect(isTopicId('90')).toBe(true);
    expect(isTopicId('shipping_12')).toBe(true);
    expect(isTopicId('_7')).toBe(true);
    expect(isTopicId('shipping')).toBe(false);
    expect(isTopicId('shipping_')).toBe(false);
    expect(isTopicId('12_shipping')).toBe(false);
    fc.assert(
      fc.property(fc.string(), digits, (head, tail) => {
        expect(isTopicId(`${head}_${tail}`)).toBe(true);
      }),
    );
  });

  it(`create article id: digits and below ${CREATE_ARTICLE_ID_LIMIT}`, () => {
    expect(CREATE_ARTICLE_ID_LIMIT).toBe(20000);
    expect(isCreateArticleId('19999')).toBe(true);
    expect(isCreateArticleId('0')).toBe(true);
    expect(isCreateArticleId('20000')).toBe(false);
    expect(isCreateArticleId('1e3')).toBe(false);
    fc.assert(
      fc.property(fc.nat({ max: 10 ** 9 }), (id) => {
        expect(isCreateArticleId(String(id))).toBe(id < 20000);
      }),
    );
  });

  it('reads a path parameter, a missing one being empty', () => {
    const slug = pathParam('slug', isNonBlank);
    expect(slug({ params: { slug: 'x' }, query: {} })).toBe(true);
    expect(slug({ params: {}, query: {} })).toBe(false);
  });

  it('reads the first value of a query parameter, a missing one being empty', () => {
    const query = queryParam('query', isNonBlank);
    expect(query({ params: {}, query: { query: ['mug', ''] } })).toBe(true);
    expect(query({ params: {}, query: {} })).toBe(false);
  });
});
