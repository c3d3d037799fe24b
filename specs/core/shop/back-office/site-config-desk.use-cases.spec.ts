import { err, errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { SiteConfigOverrides } from '../../../../core/domain/site/site-config.ts';
import type {
  LoggedSiteConfigChange,
  SiteSettingsRepository,
} from '../../../../core/shop/accounts/site-settings-repository.port.ts';
import {
  changeSiteConfig,
  CONFIG_LOG_PAGE_SIZE,
  showSiteConfig,
} from '../../../../core/shop/back-office/site-config-desk.use-cases.ts';
import { aCustomer, anAdministrator } from '../../../support/customers.ts';
import { fixedClock } from '../../../support/fixed-clock.ts';

const clock = fixedClock('2025-03-01T12:00:00Z');
const admin = anAdministrator();

/** Settings and their log in memory, the log numbered as the database numbers it. */
const inMemorySettings = () => {
  const stored = new Map<string, SiteConfigOverrides>();
  const log: LoggedSiteConfigChange[] = [];
  const asked: { before?: number; limit: number }[] = [];
  const repository: SiteSettingsRepository = {
    overridesOf: (store) => okAsync(stored.get(store) ?? {}),
    save: (store, settings, changes) => {
      stored.set(store, settings);
      for (const change of changes) log.unshift({ ...change, id: log.length + 1, administratorEmail: null });
      return okAsync(undefined);
    },
    changes: (_store, page) => {
      asked.push(page);
      return okAsync({ changes: log, next: null });
    },
  };
  return { repository, log, asked };
};

const WPX_ES_FORM = {
  currency: 'EUR',
  lang: 'es',
  brandName: 'Estampa',
  defaultCountryA2: 'ES',
  pricesWithDecimals: true,
  isLoginRequiredToAccess: false,
  analyticsId: '',
  pushNotificationsId: '',
};

describe("a store's site config in the back office", () => {
  it("shows the store's whole config and the first page of its change log", async () => {
    const { repository, asked } = inMemorySettings();
    const view = (await showSiteConfig(repository)(admin, 'TZ-ES', undefined))._unsafeUnwrap();
    expect(view.config).toMatchObject({ storeSlug: 'TZ-ES', brandName: 'Tintazul', currency: 'EUR' });
    expect(view.log).toEqual({ changes: [], next: null });
    await showSiteConfig(repository)(admin, 'TZ-ES', 41);
    expect(asked).toEqual([{ limit: CONFIG_LOG_PAGE_SIZE }, { before: 41, limit: CONFIG_LOG_PAGE_SIZE }]);
  });

  it('keeps a change and records each changed field with who and when', async () => {
    const { repository, log } = inMemorySettings();
    const saved = await changeSiteConfig({ settings: repository, clock })(admin, 'WPX-ES', {
      ...WPX_ES_FORM,
      brandName: 'Estampa Sur',
      analyticsId: 'G-ABC1234',
    });
    expect(saved._unsafeUnwrap()).toMatchObject({ brandName: 'Estampa Sur', analyticsId: 'G-ABC1234' });
    expect(log).toEqual([
      {
        id: 2,
        field: 'analyticsId',
        from: '',
        to: 'G-ABC1234',
        administratorId: admin.id,
        at: clock.now(),
        administratorEmail: null,
      },
      {
        id: 1,
        field: 'brandName',
        from: 'Estampa',
        to: 'Estampa Sur',
        administratorId: admin.id,
        at: clock.now(),
        administratorEmail: null,
      },
    ]);
    const view = (await showSiteConfig(repository)(admin, 'WPX-ES', undefined))._unsafeUnwrap();
    expect(view.config.brandName).toBe('Estampa Sur');
  });

  it('records nothing when the form changes nothing', async () => {
    const { repository, log } = inMemorySettings();
    expect((await changeSiteConfig({ settings: repository, clock })(admin, 'WPX-ES', WPX_ES_FORM)).isOk()).toBe(true);
    expect(log).toEqual([]);
  });

  it('refuses a form with problems, keeping nothing', async () => {
    const { repository, log } = inMemorySettings();
    expect(
      await changeSiteConfig({ settings: repository, clock })(admin, 'WPX-ES', { ...WPX_ES_FORM, brandName: '' }),
    ).toEqual(err({ type: 'InvalidFields', problems: [{ field: 'brandName', problem: 'Required' }] }));
    expect(log).toEqual([]);
  });

  it('answers a customer and a visitor as if it did not exist, reading nothing', async () => {
    const failing: SiteSettingsRepository = {
      overridesOf: () => errAsync({ type: 'RepositoryFailure', cause: 'read' }),
      save: () => errAsync({ type: 'RepositoryFailure', cause: 'write' }),
      changes: () => errAsync({ type: 'RepositoryFailure', cause: 'read' }),
    };
    for (const who of [aCustomer(), null]) {
      expect(await showSiteConfig(failing)(who, 'WPX-ES', undefined)).toEqual(err({ type: 'AdministratorOnly' }));
      expect(await changeSiteConfig({ settings: failing, clock })(who, 'WPX-ES', WPX_ES_FORM)).toEqual(
        err({ type: 'AdministratorOnly' }),
      );
    }
    expect(await showSiteConfig(failing)(admin, 'WPX-ES', undefined)).toEqual(
      err({ type: 'RepositoryFailure', cause: 'read' }),
    );
  });
});
