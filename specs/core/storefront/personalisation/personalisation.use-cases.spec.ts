import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ArticleId } from '../../../../core/domain/catalogue/article.ts';
import type { ShownCart } from '../../../../core/storefront/carts/shown-cart.ts';
import type { PersonalisationGateway } from '../../../../core/storefront/personalisation/personalisation-gateway.port.ts';
import type { PictureReader } from '../../../../core/storefront/personalisation/picture-source.port.ts';
import { personalisationUseCases } from '../../../../core/storefront/personalisation/personalisation.use-cases.ts';
import { designDocument } from '../../../support/personalisation-mother.ts';
import { recordingCartNotices } from '../../../support/recording-cart-notices.ts';

const cart = { itemCount: 1 } as ShownCart;

/** A gateway that records each call with its arguments and answers `ok(name)` (the cart for addToCart). */
const recordingGateway = () => {
  const calls: unknown[][] = [];
  const answer =
    (name: string) =>
    (...args: unknown[]) => {
      calls.push([name, ...args]);
      return okAsync(name === 'addToCart' || name === 'changeCartLine' ? cart : name);
    };
  const names = [
    'openEditor',
    'autosave',
    'listUploads',
    'addToCart',
    'cartLine',
    'changeCartLine',
    'listProjects',
    'renameProject',
    'duplicateProject',
    'deleteProject',
  ];
  const gateway = Object.fromEntries(names.map((name) => [name, answer(name)])) as unknown as PersonalisationGateway;
  return { gateway, calls };
};

const noPictures: PictureReader<never> = { read: () => errAsync({ type: 'PictureUnavailable' }) };

const keys = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('personalisation use cases', () => {
  it('passes reads through and gives every write a fresh idempotency key', async () => {
    const { gateway, calls } = recordingGateway();
    const useCases = personalisationUseCases(gateway, keys(), recordingCartNotices().notices, noPictures);
    const request = { articleId: 101 as ArticleId, projectId: null, document: designDocument() };
    await useCases.openEditor(101 as ArticleId, 'p1');
    await useCases.autosave(request);
    await useCases.listUploads();
    await useCases.listProjects('POPULARITY');
    await useCases.renameProject('p1', 'Nana');
    await useCases.duplicateProject('p1');
    await useCases.deleteProject('p1');
    expect(calls).toEqual([
      ['openEditor', 101, 'p1'],
      ['autosave', request, 'key-1'],
      ['listUploads'],
      ['listProjects', 'POPULARITY'],
      ['renameProject', 'p1', 'Nana'],
      ['duplicateProject', 'p1', 'key-2'],
      ['deleteProject', 'p1'],
    ]);
  });

  it('adds a personalised line under a fresh key and tells the other tabs', async () => {
    const { gateway, calls } = recordingGateway();
    const recording = recordingCartNotices();
    const added = await personalisationUseCases(gateway, keys(), recording.notices, noPictures).addToCart({
      document: designDocument(),
      projectId: 'p1',
      quantity: 2,
    });
    expect(added._unsafeUnwrap()).toBe(cart);
    expect(calls).toEqual([['addToCart', { document: designDocument(), projectId: 'p1', quantity: 2 }, 'key-1']]);
    expect(recording.announced()).toBe(1);
  });

  it('reopens a cart line and puts its new design on it under a fresh key, telling the other tabs', async () => {
    const { gateway, calls } = recordingGateway();
    const recording = recordingCartNotices();
    const useCases = personalisationUseCases(gateway, keys(), recording.notices, noPictures);
    expect((await useCases.cartLine('line-1'))._unsafeUnwrap()).toBe('cartLine');
    const changed = await useCases.changeCartLine('line-1', designDocument());
    expect(changed._unsafeUnwrap()).toBe(cart);
    expect(calls).toEqual([
      ['cartLine', 'line-1'],
      ['changeCartLine', 'line-1', designDocument(), 'key-1'],
    ]);
    expect(recording.announced()).toBe(1);
  });

  it('refuses a quantity the cart would refuse without calling the shop', async () => {
    const { gateway, calls } = recordingGateway();
    const added = await personalisationUseCases(gateway, keys(), recordingCartNotices().notices, noPictures).addToCart({
      document: designDocument(),
      projectId: null,
      quantity: 0,
    });
    expect(added._unsafeUnwrapErr()).toEqual({
      type: 'PersonalisationFieldsRejected',
      fields: [{ field: 'quantity', problem: 'InvalidQuantity' }],
    });
    expect(calls).toEqual([]);
  });
});
