import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { DesignId } from '../../../../core/domain/catalogue/design.ts';
import type {
  AdministeredDesign,
  DesignAdministration,
} from '../../../../core/shop/accounts/design-administration.port.ts';
import { listAdministeredDesigns } from '../../../../core/shop/accounts/list-administered-designs.use-case.ts';
import { setDesignPublished } from '../../../../core/shop/accounts/set-design-published.use-case.ts';
import { anAccount, anAdministratorAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const ana = anAccount();
const admin = anAdministratorAccount();
const customers = inMemoryCustomers([ana, admin]).repository;
const clock = fixedClock('2025-03-01T12:00:00Z');

const aDesign = (id: string, published: boolean): AdministeredDesign => ({
  id: id as DesignId,
  slug: id,
  name: id,
  collection: 'OUTLET',
  published,
  ownerId: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const inMemoryAdministration = () => {
  const designs = new Map([['d1', aDesign('d1', true)]]);
  const repository: DesignAdministration = {
    page: (page, pageSize) => okAsync({ designs: [...designs.values()], page, pageSize, total: designs.size }),
    setPublished: (id, published, at) => {
      const design = designs.get(id);
      if (design === undefined) return okAsync(null);
      const next = { ...design, published, updatedAt: new Date(at).toISOString() };
      designs.set(id, next);
      return okAsync(next);
    },
  };
  return repository;
};

describe('designs administration', () => {
  it('lists every design and withdraws or publishes one', async () => {
    const designs = inMemoryAdministration();
    expect((await listAdministeredDesigns({ customers, designs })(admin.id, 1, 100))._unsafeUnwrap().total).toBe(1);
    expect(await setDesignPublished({ customers, designs, clock })(admin.id, 'd1' as DesignId, false)).toEqual(
      ok({ ...aDesign('d1', false), updatedAt: '2025-03-01T12:00:00.000Z' }),
    );
  });

  it.each([
    [0, 10],
    [1, 0],
    [1, 101],
    [1.5, 10],
  ])('refuses page %s of size %s', async (page, pageSize) => {
    const designs = inMemoryAdministration();
    expect(await listAdministeredDesigns({ customers, designs })(admin.id, page, pageSize)).toEqual(
      err({ type: 'InvalidPaging' }),
    );
  });

  it('answers DesignNotFound for an unknown design, and refuses customers', async () => {
    const designs = inMemoryAdministration();
    expect(await setDesignPublished({ customers, designs, clock })(admin.id, 'zz' as DesignId, true)).toEqual(
      err({ type: 'DesignNotFound' }),
    );
    expect(await listAdministeredDesigns({ customers, designs })(ana.id, 1, 10)).toEqual(
      err({ type: 'NotAdministrator' }),
    );
    expect(await setDesignPublished({ customers, designs, clock })(ana.id, 'd1' as DesignId, false)).toEqual(
      err({ type: 'NotAdministrator' }),
    );
  });
});
