import { describe, expect, it } from 'vitest';
import { pathTo, withLocalePrefix } from '../../../../core/domain/routing/route-path.ts';
import { routeNamed } from '../../../../core/domain/routing/route-table.ts';

describe('route paths', () => {
  it('puts a locale prefix in front, the home page being the bare prefix', () => {
    expect(withLocalePrefix(null, '/offers')).toBe('/offers');
    expect(withLocalePrefix('fr', '/offers')).toBe('/fr/offers');
    expect(withLocalePrefix('fr', '/')).toBe('/fr');
  });

  it('fills in encoded parameters and appends the query', () => {
    expect(pathTo(routeNamed('design'), { slug: 'red mug', design_id: 'a/b' }, 'pt', { ref: '1' })).toBe(
      '/pt/design/red%20mug/a%2Fb?ref=1',
    );
  });

  it('leaves a missing parameter empty', () => {
    expect(pathTo(routeNamed('tag'), {}, null)).toBe('/t/');
  });
});
