import { describe, expect, it } from 'vitest';
import { loadingShapeOf } from '../../../../core/storefront/navigation/loading-shape.ts';

describe('the skeleton a navigation shows while the next page loads', () => {
  it.each([
    ['/', {}],
    ['/offers', {}],
    ['/search', { query: 'mugs' }],
    ['/t/flowers', {}],
    ['/designs/mugs/12', {}],
    ['/fr/t/flowers', { page: '2' }],
    ['/summer-sale', {}],
  ])('draws the listing %s as a grid of design cards', (path, query) => {
    expect(loadingShapeOf(path, query)).toBe('listing');
  });

  it('draws a design page as its picture and texts', () => {
    expect(loadingShapeOf('/design/sunflowers/d-1', {})).toBe('design');
  });

  it.each([['/cart'], ['/help-center'], ['/tracking/ES-1'], ['/search'], ['/no/such/page/here'], ['/xx/offers']])(
    'draws %s as text',
    (path) => {
      expect(loadingShapeOf(path, {})).toBe('text');
    },
  );
});
