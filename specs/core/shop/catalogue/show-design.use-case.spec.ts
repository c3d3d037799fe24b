import { err, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { designPictures, type DesignId } from '../../../../core/domain/catalogue/design.ts';
import { catalogueView } from '../../../../core/domain/catalogue/catalogue-view.ts';
import { showDesign } from '../../../../core/shop/catalogue/show-design.use-case.ts';
import { brokenDesigns, contractCatalogue, DATABASE_DOWN } from '../../../support/catalogue-repositories.ts';

const show = showDesign(contractCatalogue().designs);

describe('showDesign', () => {
  it('gives the design with its articles and store prices, their pictures, tags and rating', async () => {
    const fox = (await show('fox' as DesignId, 'WPX-ES'))._unsafeUnwrap();
    expect(fox).toMatchObject({
      id: 'fox',
      name: 'Zorro retro',
      tags: [{ id: 'animals', slug: 'animals', name: 'Animales' }],
      rating: { average: 4.3, count: 3 },
    });
    expect(fox.articles.map((a) => [a.id, a.price.amount, a.picture?.fallback.src])).toEqual([
      [2, 995, '/media/fox-a2-960.png'],
      [1, 1295, '/media/fox-a1-960.jpg'],
    ]);
    expect(designPictures(fox).map((p) => p.fallback)).toEqual([
      { src: '/media/fox-a2-960.png', width: 960, height: 960 },
      { src: '/media/fox-a1-960.jpg', width: 960, height: 960 },
    ]);
  });

  it('has no rating before the first review and no picture for an article without one', async () => {
    const whale = (await show('whale' as DesignId, 'WPX-ES'))._unsafeUnwrap();
    expect(whale.rating).toBeNull();
    expect(whale.articles.map((a) => a.picture)).toEqual([null]);
    expect(designPictures(whale)).toEqual([]);
  });

  it('does not find a design the store does not sell, nor an unknown one', async () => {
    expect(await show('whale' as DesignId, 'WPX-PL')).toEqual(err({ type: 'DesignNotFound' }));
    expect(await show('nope' as DesignId, 'WPX-ES')).toEqual(err({ type: 'DesignNotFound' }));
  });

  it('builds the detail of a record the repository answers again (from its read cache) only once', async () => {
    const designs = contractCatalogue().designs;
    const stored = (await designs.designDetail('fox' as DesignId, catalogueView('WPX-ES')))._unsafeUnwrap();
    const again = showDesign({ ...designs, designDetail: () => okAsync(stored) });
    const first = (await again('fox' as DesignId, 'WPX-ES'))._unsafeUnwrap();
    expect((await again('fox' as DesignId, 'WPX-ES'))._unsafeUnwrap()).toBe(first);
  });

  it('fails when the repository fails', async () => {
    expect(await showDesign(brokenDesigns)('fox' as DesignId, 'WPX-ES')).toEqual(err(DATABASE_DOWN));
  });
});
