import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRODUCT_COLLECTIONS } from '../../../../core/domain/catalogue/collection.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';

import {
  checkDesignEdit,
  describeDesignChange,
  DESIGN_EDIT_LIMITS,
  type DesignEditRequest,
} from '../../../../core/shop/back-office/design-edit.ts';
import type { DesignChoices } from '../../../../core/domain/catalogue/design-choices.ts';

const choices: DesignChoices = {
  tags: [
    { id: 'cats', slug: 'cats', name: 'Cats' },
    { id: 'dogs', slug: 'dogs', name: 'Dogs' },
  ],
  articles: [
    { id: 1, name: 'Mug' },
    { id: 2, name: 'T-shirt' },
  ],
};

const valid: DesignEditRequest = {
  names: { es: 'Gato', en: 'Cat' },
  collection: 'OUTLET',
  tagIds: ['cats'],
  articleIds: [1],
};

const problemsOf = (request: DesignEditRequest) =>
  checkDesignEdit(request, choices).match(
    () => [],
    (error) => error.problems.map((problem) => `${problem.field}:${problem.problem}`),
  );

describe('the designs desk edit rules', () => {
  it('accepts any known collection, tags and articles with names within the limit, trimmed and deduplicated', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom(...LOCALES),
          fc.string({ minLength: 1, maxLength: DESIGN_EDIT_LIMITS.name }).filter((n) => n.trim() !== ''),
        ),
        fc.constantFrom(...PRODUCT_COLLECTIONS),
        fc.array(fc.constantFrom('cats', 'dogs')),
        fc.array(fc.constantFrom(1, 2), { minLength: 1 }),
        (names, collection, tagIds, articleIds) => {
          fc.pre(Object.keys(names).length > 0);
          const change = checkDesignEdit({ names, collection, tagIds, articleIds }, choices)._unsafeUnwrap();
          expect(change.collection).toBe(collection);
          expect(Object.values(change.names).every((name) => name === name.trim() && name !== '')).toBe(true);
          expect(new Set(change.tagIds).size).toBe(change.tagIds.length);
          expect(new Set(change.articleIds)).toEqual(new Set(articleIds));
        },
      ),
    );
  });

  it('refuses any unknown collection word', () => {
    fc.assert(
      fc.property(
        fc.string().filter((word) => !(PRODUCT_COLLECTIONS as readonly string[]).includes(word)),
        (collection) => {
          expect(problemsOf({ ...valid, collection })).toEqual(['collection:UnknownCollection']);
        },
      ),
    );
  });

  it('refuses a name longer than the limit, in the field of its language', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: DESIGN_EDIT_LIMITS.name + 1, max: 400 }),
        (locale, length) => {
          expect(problemsOf({ ...valid, names: { [locale]: 'x'.repeat(length) } })).toEqual([
            `names.${locale}:TooLong`,
          ]);
        },
      ),
    );
  });

  it('needs one name, a known language, known tags and at least one known article, every problem at once', () => {
    expect(problemsOf({ names: { es: '  ' }, collection: 'X', tagIds: ['birds'], articleIds: [] })).toEqual([
      'names:Required',
      'collection:UnknownCollection',
      'tags:UnknownTag',
      'articles:Required',
    ]);
    expect(problemsOf({ ...valid, names: { xx: 'Name' }, articleIds: [9] })).toEqual([
      'names:UnknownLanguage',
      'articles:UnknownArticle',
    ]);
    const many = Array.from({ length: DESIGN_EDIT_LIMITS.tags + 1 }, (_, n) => `t${n}`);
    expect(problemsOf({ ...valid, tagIds: many })).toEqual(['tags:TooMany']);
  });

  it('drops blank names and describes the change in one line', () => {
    const change = checkDesignEdit({ ...valid, names: { es: ' Gato ', pl: '' }, tagIds: [] }, choices)._unsafeUnwrap();
    expect(change.names).toEqual({ es: 'Gato' });
    expect(describeDesignChange(change)).toBe('es: Gato · OUTLET · tags: - · articles: 1');
    expect(describeDesignChange({ ...change, tagIds: ['cats', 'dogs'] })).toBe(
      'es: Gato · OUTLET · tags: cats dogs · articles: 1',
    );
  });
});
