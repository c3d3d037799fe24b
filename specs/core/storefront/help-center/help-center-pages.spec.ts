import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { apiRequestFailed } from '../../../../core/domain/errors/error-situations.ts';
import type { HelpCenterGateway } from '../../../../core/storefront/help-center/help-center-gateway.port.ts';
import {
  loadHelpCategoryPage,
  loadHelpCenterPage,
  loadHelpTopicPage,
  loadTextPage,
} from '../../../../core/storefront/help-center/load-help-center-pages.use-case.ts';

const categories = [
  { id: 1, name: 'Pedidos', topicCount: 1 },
  { id: 2, name: 'Envíos', topicCount: 0 },
];
const category = { id: 1, name: 'Pedidos', topics: [{ id: '23', slug: 'plazo_23', title: 'Plazo' }] };
const topic = { id: '23', slug: 'plazo_23', title: 'Plazo', categoryId: 1, body: '<p>Tres días</p>' };

const fakeHelpCenter = (overrides: Partial<HelpCenterGateway> = {}): HelpCenterGateway => ({
  categories: () => okAsync(categories),
  category: (id) => okAsync(id === 1 ? category : null),
  topic: (id) => okAsync(id === '23' ? topic : null),
  ...overrides,
});

describe('help-center pages', () => {
  it('lists the categories', async () => {
    expect((await loadHelpCenterPage(fakeHelpCenter())('es'))._unsafeUnwrap()).toEqual({ categories });
  });

  it('shows a category, and a missing one is not found', async () => {
    expect((await loadHelpCategoryPage(fakeHelpCenter())(1, 'es'))._unsafeUnwrap()).toEqual({ category });
    expect((await loadHelpCategoryPage(fakeHelpCenter())(9, 'es'))._unsafeUnwrapErr()).toEqual({
      type: 'PageDataNotFound',
    });
  });

  it('shows a topic with its category, and a missing one is not found', async () => {
    expect((await loadHelpTopicPage(fakeHelpCenter())('23', 'es'))._unsafeUnwrap()).toEqual({
      topic,
      category: categories[0],
    });
    expect((await loadHelpTopicPage(fakeHelpCenter())('99', 'es'))._unsafeUnwrapErr()).toEqual({
      type: 'PageDataNotFound',
    });
  });

  it('shows a topic whose category is gone without one', async () => {
    const page = await loadHelpTopicPage(fakeHelpCenter({ categories: () => okAsync([]) }))('23', 'es');
    expect(page._unsafeUnwrap()).toEqual({ topic, category: null });
  });

  it('passes on an unavailable shop', async () => {
    const down = apiRequestFailed('/help-center/categories');
    const page = await loadHelpCenterPage(fakeHelpCenter({ categories: () => errAsync(down) }))('es');
    expect(page._unsafeUnwrapErr()).toEqual(down);
  });

  it('loads nothing for a page made of its translations', async () => {
    expect((await loadTextPage())._unsafeUnwrap()).toEqual({});
  });
});
