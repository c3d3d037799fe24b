import { err, errAsync, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { HelpCenterRepository } from '../../../../core/shop/help-center/help-center-repository.port.ts';
import {
  listHelpCategories,
  listHelpTopicGroup,
  showHelpCategory,
  showHelpTopic,
} from '../../../../core/shop/help-center/help-center.use-cases.ts';
import { aHelpTopic, inMemoryHelpCenter } from '../../../support/in-memory-help-center.ts';

const CATEGORIES = [
  { id: 7, position: 2, names: { en: 'Orders received', es: 'Pedidos recibidos' } },
  { id: 3, position: 1, names: { en: 'Before you buy', es: 'Antes de comprar' } },
];

const TOPICS = [
  aHelpTopic({ id: '25', categoryId: 3, position: 2, titles: { en: 'Shipping costs', es: 'Gastos de envío' } }),
  aHelpTopic({ id: '90', categoryId: 3, position: 1, titles: { en: 'How to personalise?', es: '¿Cómo personalizo?' } }),
  aHelpTopic({ id: '8', categoryId: 7, titles: { es: 'Pedido dañado' }, bodies: { es: 'Escríbenos.' } }),
  aHelpTopic({ id: 'gift-wrap_12', categoryId: 7, position: 2, titles: { en: 'Gift wrap' } }),
  aHelpTopic({ id: '12', categoryId: 7, position: 3, titles: { en: 'Topic twelve' } }),
];

const repository = inMemoryHelpCenter(CATEGORIES, TOPICS);

const failing: HelpCenterRepository = {
  categories: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
  category: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
  topicsOfCategory: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
  topics: () => errAsync({ type: 'RepositoryFailure', cause: 'down' }),
};

describe('listHelpCategories', () => {
  it('names each category in the locale, in display order, with its topic count', async () => {
    expect(await listHelpCategories(repository)('es')).toEqual(
      ok([
        { id: 3, name: 'Antes de comprar', topicCount: 2 },
        { id: 7, name: 'Pedidos recibidos', topicCount: 3 },
      ]),
    );
  });

  it('falls back to English for a locale without a translation', async () => {
    const names = (await listHelpCategories(repository)('cs'))._unsafeUnwrap().map((c) => c.name);
    expect(names).toEqual(['Before you buy', 'Orders received']);
  });

  it('passes a repository failure on', async () => {
    expect(await listHelpCategories(failing)('es')).toEqual(err({ type: 'RepositoryFailure', cause: 'down' }));
  });
});

describe('showHelpCategory', () => {
  it('lists the category’s topics in display order with readable slugs', async () => {
    expect(await showHelpCategory(repository)(3, 'en')).toEqual(
      ok({
        id: 3,
        name: 'Before you buy',
        topics: [
          { id: '90', slug: 'how-to-personalise_90', title: 'How to personalise?' },
          { id: '25', slug: 'shipping-costs_25', title: 'Shipping costs' },
        ],
      }),
    );
  });

  it('uses any translation there is when neither the locale nor English has one', async () => {
    const topics = (await showHelpCategory(repository)(7, 'pl'))._unsafeUnwrap().topics;
    expect(topics[0]).toEqual({ id: '8', slug: 'pedido-danado_8', title: 'Pedido dañado' });
    expect(topics[1]).toEqual({ id: 'gift-wrap_12', slug: 'gift-wrap_12', title: 'Gift wrap' });
  });

  it('answers HelpCategoryNotFound for an unknown id', async () => {
    expect(await showHelpCategory(repository)(99, 'en')).toEqual(err({ type: 'HelpCategoryNotFound', id: 99 }));
  });

  it('passes a repository failure on', async () => {
    expect((await showHelpCategory(failing)(3, 'en'))._unsafeUnwrapErr().type).toBe('RepositoryFailure');
  });
});

describe('showHelpTopic', () => {
  it('shows a topic by number, in the locale', async () => {
    expect(await showHelpTopic(repository)('25', 'es')).toEqual(
      ok({ id: '25', slug: 'gastos-de-envio_25', title: 'Gastos de envío', categoryId: 3, body: 'Texto 25' }),
    );
  });

  it('finds a numbered topic through any readable key ending in its number, leading zeros too', async () => {
    expect((await showHelpTopic(repository)('old-title_25', 'en'))._unsafeUnwrap().id).toBe('25');
    expect((await showHelpTopic(repository)('0025', 'en'))._unsafeUnwrap().id).toBe('25');
  });

  it('prefers a topic stored under the exact readable key over the number it ends with', async () => {
    expect((await showHelpTopic(repository)('gift-wrap_12', 'en'))._unsafeUnwrap().title).toBe('Gift wrap');
    expect((await showHelpTopic(repository)('other_12', 'en'))._unsafeUnwrap().title).toBe('Topic twelve');
  });

  it('gives an empty text when a topic has no translation at all', async () => {
    const bare = inMemoryHelpCenter(CATEGORIES, [aHelpTopic({ id: '5', titles: {}, bodies: { en: '' } })]);
    expect(await showHelpTopic(bare)('5', 'en')).toEqual(
      ok({ id: '5', slug: '5', title: '', categoryId: 3, body: '' }),
    );
  });

  it.each(['abc', 'returns_', '', '12a'])('answers HelpTopicNotFound for %j, which is no topic id', async (id) => {
    expect(await showHelpTopic(repository)(id, 'en')).toEqual(err({ type: 'HelpTopicNotFound', id }));
  });

  it('answers HelpTopicNotFound for a well-formed id nobody wrote', async () => {
    expect(await showHelpTopic(repository)('lost_404', 'en')).toEqual(
      err({ type: 'HelpTopicNotFound', id: 'lost_404' }),
    );
  });

  it('passes a repository failure on', async () => {
    expect((await showHelpTopic(failing)('25', 'en'))._unsafeUnwrapErr().type).toBe('RepositoryFailure');
  });
});

describe('listHelpTopicGroup', () => {
  it('lists a group’s topics in the order of spec 9, leaving out removed ones', async () => {
    expect(await listHelpTopicGroup(repository)('beforePurchase', 'en')).toEqual(
      ok({
        group: 'beforePurchase',
        categoryId: 3,
        topics: [
          { id: '90', slug: 'how-to-personalise_90', title: 'How to personalise?' },
          { id: '25', slug: 'shipping-costs_25', title: 'Shipping costs' },
        ],
      }),
    );
  });

  it('gives the order-completed group, which has no category, a null category', async () => {
    expect((await listHelpTopicGroup(repository)('orderCompleted', 'en'))._unsafeUnwrap()).toEqual({
      group: 'orderCompleted',
      categoryId: null,
      topics: [],
    });
  });

  it('passes a repository failure on', async () => {
    expect((await listHelpTopicGroup(failing)('ordersWaiting', 'en'))._unsafeUnwrapErr().type).toBe(
      'RepositoryFailure',
    );
  });
});
