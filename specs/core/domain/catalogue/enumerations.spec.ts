import { describe } from 'vitest';
import { isProductCollection, PRODUCT_COLLECTIONS } from '../../../../core/domain/catalogue/collection.ts';
import { isListMode, LIST_MODES } from '../../../../core/domain/catalogue/list-mode.ts';
import { isSort, SORTS } from '../../../../core/domain/catalogue/sort.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('product collections (spec section 3)', () => {
  itIsAnEnumeration(PRODUCT_COLLECTIONS, isProductCollection, [
    'INFANTIL',
    'OUTLET',
    'NOVELTY',
    'TOP_SALES',
    'ECONOMIC',
    'PROMOTION',
  ]);
});

describe('list modes (spec section 3)', () => {
  itIsAnEnumeration(LIST_MODES, isListMode, ['LIST_DESIGNS', 'LIST', 'LANDING']);
});

describe('sorts (spec section 3)', () => {
  itIsAnEnumeration(SORTS, isSort, ['DATE_LAST_MODIFICATION', 'DATE_CREATION', 'POPULARITY']);
});
