import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { DesignId } from '../../../../core/domain/catalogue/design.ts';
import type { CustomerId } from '../../../../core/domain/customers/customer.ts';
import { listSavedDesigns } from '../../../../core/shop/accounts/list-saved-designs.use-case.ts';
import { removeSavedDesign } from '../../../../core/shop/accounts/remove-saved-design.use-case.ts';
import { saveDesign } from '../../../../core/shop/accounts/save-design.use-case.ts';
import type {
  SavedDesign,
  SavedDesignRepository,
} from '../../../../core/shop/accounts/saved-design-repository.port.ts';
import { anAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const PUBLISHED = new Set(['d1', 'd2']);

/** Saved designs per customer; only the published designs d1 and d2 exist. */
const inMemorySavedDesigns = () => {
  const saved = new Map<string, Map<string, number>>();
  const of = (customerId: CustomerId) => saved.get(customerId) ?? saved.set(customerId, new Map()).get(customerId)!;
  const repository: SavedDesignRepository = {
    list: (customerId) =>
      okAsync(
        [...of(customerId)].map(([id, at]): SavedDesign => ({
          id: id as DesignId,
          slug: `design-${id}`,
          name: `Design ${id}`,
          collection: 'NOVELTY',
          savedAt: new Date(at).toISOString(),
        })),
      ),
    save: (customerId, designId, at) => {
      if (!PUBLISHED.has(designId)) return okAsync('no-such-design' as const);
      if (!of(customerId).has(designId)) of(customerId).set(designId, at);
      return okAsync('saved' as const);
    },
    remove: (customerId, designId) => okAsync(of(customerId).delete(designId)),
  };
  return repository;
};

const ana = anAccount();
const setUp = () => {
  const deps = {
    customers: inMemoryCustomers([ana]).repository,
    savedDesigns: inMemorySavedDesigns(),
    clock: fixedClock('2025-03-01T12:00:00Z'),
  };
  return { list: listSavedDesigns(deps), save: saveDesign(deps), remove: removeSavedDesign(deps) };
};

describe('saved designs', () => {
  it('saves a published design once, however often it is saved, and lists it', async () => {
    const { list, save } = setUp();
    expect(await save(ana.id, 'd1' as DesignId)).toEqual(ok(undefined));
    expect(await save(ana.id, 'd1' as DesignId)).toEqual(ok(undefined));
    expect(await list(ana.id)).toEqual(
      ok([
        { id: 'd1', slug: 'design-d1', name: 'Design d1', collection: 'NOVELTY', savedAt: '2025-03-01T12:00:00.000Z' },
      ]),
    );
  });

  it('answers DesignNotFound for a design that does not exist (or is not published)', async () => {
    const { save } = setUp();
    expect(await save(ana.id, 'nope' as DesignId)).toEqual(err({ type: 'DesignNotFound' }));
  });

  it('removes a saved design, and answers DesignNotFound for one not saved', async () => {
    const { list, save, remove } = setUp();
    await save(ana.id, 'd2' as DesignId);
    expect(await remove(ana.id, 'd2' as DesignId)).toEqual(ok(undefined));
    expect(await list(ana.id)).toEqual(ok([]));
    expect(await remove(ana.id, 'd2' as DesignId)).toEqual(err({ type: 'DesignNotFound' }));
  });

  it('needs a session for every one of them', async () => {
    const { list, save, remove } = setUp();
    const required = err({ type: 'SessionRequired', message: 'SessionRequired' });
    expect(await list(null)).toEqual(required);
    expect(await save(null, 'd1' as DesignId)).toEqual(required);
    expect(await remove(null, 'd1' as DesignId)).toEqual(required);
  });
});
