import { describe, expect, it } from 'vitest';
import * as validation from '../../../../core/domain/validation/index.ts';

describe('validation public API', () => {
  it('exports the spec validators', () => {
    expect(Object.keys(validation)).toEqual(
      expect.arrayContaining([
        'validateEmail',
        'parseDateString',
        'formatDateString',
        'isAdult',
        'MINIMUM_AGE',
        'validateUrl',
        'slugify',
      ]),
    );
  });
});
