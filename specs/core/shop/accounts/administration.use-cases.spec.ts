import { err, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { DesignId } from '../../../../core/domain/catalogue/design.ts';
import type { SiteConfigOverrides } from '../../../../core/domain/site/site-config.ts';
import type {
  AdministeredDesign,
  DesignAdministration,
} from '../../../../core/shop/accounts/design-administration.port.ts';
import { getSiteConfig } from '../../../../core/shop/accounts/get-site-config.use-case.ts';
import { listAdministeredDesigns } from '../../../../core/shop/accounts/list-administered-designs.use-case.ts';
import { setDesignPublished } from '../../../../core/shop/accounts/set-design-published.use-case.ts';
import type { SiteSettingsRepository } from '../../../../core/shop/accounts/site-settings-repository.port.ts';
import { updateSiteConfig } from '../../../../core/shop/accounts/update-site-config.use-case.ts';
import { anAccount, anAdministratorAccount, inMemoryCustomers } from '../../../support/accounts-fakes.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const ana = anAccount();
const admin = anAdministratorAccount();
const customers = inMemoryCustomers([ana, admin]).repository;
const clock = fixedClock('2025-03-01T12:00:00Z');

const inMemorySettings = () => {
  const stored = new Map<string, SiteConfigOverrides>();
  const repository: SiteSettingsRepository = {
    overridesOf: (store) => okAsync(stored.get(store) ?? {}),
    save: (store, overrides) => {
      stored.set(store, overrides);
      return okAsync(undefined);
    },
  };
  return repository;
};

const WPX_ES_DEFAULTS = {
  storeSlug: 'WPX-ES',
  currency: 'EUR',
  lang: 'es',
  brandName: 'Estampa',
  defaultCountryA2: 'ES',
  pricesWithDecimals: true,
  isLoginRequiredToAccess: false,
  analyticsId: null,
  pushNotificationsId: null,
};

describe('site config', () => {
  it("answers a store's whole config, then the administrator's changes to it", async () => {
    const settings = inMemorySettings();
    expect(await getSiteConfig({ customers, settings })(admin.id, 'WPX-ES')).toEqual(ok(WPX_ES_DEFAULTS));
    const changed = { ...WPX_ES_DEFAULTS, isLoginRequiredToAccess: true, analyticsId: 'G-ABC1234' };
    expect(
      await updateSiteConfig({ customers, settings, clock })(admin.id, 'WPX-ES', {
        isLoginRequiredToAccess: true,
        analyticsId: ' G-ABC1234 ',
        pushNotificationsId: '',
      }),
    ).toEqual(ok(changed));
    expect(await getSiteConfig({ customers, settings })(admin.id, 'WPX-ES')).toEqual(ok(changed));
    expect((await getSiteConfig({ customers, settings })(admin.id, 'WPX-PL'))._unsafeUnwrap().analyticsId).toBeNull();
  });

  it('refuses malformed integration ids, saving nothing', async () => {
    const settings = inMemorySettings();
    expect(
      await updateSiteConfig({ customers, settings, clock })(admin.id, 'WPX-ES', {
        isLoginRequiredToAccess: false,
        analyticsId: 'UA-1234',
        pushNotificationsId: 'has spaces',
      }),
    ).toEqual(
      err({
        type: 'InvalidFields',
        problems: [
          { field: 'analyticsId', problem: 'Invalid' },
          { field: 'pushNotificationsId', problem: 'Invalid' },
        ],
      }),
    );
    expect(await getSiteConfig({ customers, settings })(admin.id, 'WPX-ES')).toEqual(ok(WPX_ES_DEFAULTS));
  });

  it('is for administrators only', async () => {
    const settings = inMemorySettings();
    expect(await getSiteConfig({ customers, settings })(ana.id, 'WPX-ES')).toEqual(err({ type: 'NotAdministrator' }));
    expect(
      await updateSiteConfig({ customers, settings, clock })(ana.id, 'WPX-ES', {
        isLoginRequiredToAccess: true,
        analyticsId: '',
        pushNotificationsId: 'push-1',
      }),
    ).toEqual(err({ type: 'NotAdministrator' }));
  });
});

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
