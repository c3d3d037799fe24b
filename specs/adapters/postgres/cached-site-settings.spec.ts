import { err, errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { cachedSiteSettings } from '../../../adapters/postgres/cached-site-settings.ts';
import type { SiteSettingsRepository } from '../../../core/shop/accounts/site-settings-repository.port.ts';
import type { SiteConfigOverrides } from '../../../core/domain/site/site-config.ts';
import type { StoreSlug } from '../../../core/domain/site/stores.ts';
import type { CountryCode } from '../../../core/domain/site/country.ts';
import { recordingChangeNotices } from '../../support/recording-change-notices.ts';

const quiet = () => recordingChangeNotices().notices;

const clockAt = (start: number) => {
  let now = start;
  return { clock: { now: () => now }, advance: (ms: number) => (now += ms) };
};

/** Settings kept in a map, counting reads, failing while `failing` is set. */
const settingsStore = () => {
  const saved = new Map<StoreSlug, SiteConfigOverrides>();
  const state = { reads: 0, failing: false };
  const repository: SiteSettingsRepository = {
    overridesOf: (store) => {
      state.reads += 1;
      return state.failing
        ? errAsync({ type: 'RepositoryFailure', message: 'down' } as never)
        : okAsync(saved.get(store) ?? {});
    },
    save: (store, overrides) => {
      saved.set(store, overrides);
      return okAsync(undefined);
    },
    changes: () => okAsync({ changes: [], next: null }),
  };
  return { repository, state };
};

const OVERRIDES = {
  currency: 'EUR',
  lang: 'es',
  brandName: 'Estampa Sur',
  defaultCountryA2: 'ES' as CountryCode,
  pricesWithDecimals: true,
  isLoginRequiredToAccess: true,
  analyticsId: null,
  pushNotificationsId: null,
} as const;

describe("a store's site settings, kept for a while", () => {
  it('are read once per store until the time is up', async () => {
    const time = clockAt(0);
    const { repository, state } = settingsStore();
    const cached = cachedSiteSettings(repository, { clock: time.clock, ttlMs: 1000 }, quiet());
    await cached.overridesOf('WPX-ES');
    await cached.overridesOf('WPX-ES');
    await cached.overridesOf('WPX-PL');
    expect(state.reads).toBe(2);
    time.advance(1000);
    await cached.overridesOf('WPX-ES');
    expect(state.reads).toBe(3);
  });

  it('show a saved change at once', async () => {
    const { repository } = settingsStore();
    const { notices, announced } = recordingChangeNotices();
    const cached = cachedSiteSettings(repository, { clock: clockAt(0).clock, ttlMs: 60_000 }, notices);
    expect((await cached.overridesOf('WPX-ES'))._unsafeUnwrap()).toEqual({});
    await cached.save('WPX-ES', OVERRIDES, [], 0);
    expect(announced).toEqual(['site-settings']);
    expect((await cached.overridesOf('WPX-ES'))._unsafeUnwrap()).toEqual(OVERRIDES);
  });

  it('forget what they kept on a site-settings notice from another instance, and on no other notice', async () => {
    const { repository, state } = settingsStore();
    const instance = recordingChangeNotices();
    const cached = cachedSiteSettings(repository, { clock: clockAt(0).clock, ttlMs: 60_000 }, instance.notices);
    await cached.overridesOf('WPX-ES');
    instance.fromAnotherInstance('catalogue');
    await cached.overridesOf('WPX-ES');
    expect(state.reads).toBe(1);
    instance.fromAnotherInstance('site-settings');
    await cached.overridesOf('WPX-ES');
    expect(state.reads).toBe(2);
  });

  it('never keep a failed read', async () => {
    const { repository, state } = settingsStore();
    const cached = cachedSiteSettings(repository, { clock: clockAt(0).clock, ttlMs: 60_000 }, quiet());
    state.failing = true;
    expect(await cached.overridesOf('WPX-ES')).toEqual(err({ type: 'RepositoryFailure', message: 'down' }));
    state.failing = false;
    expect((await cached.overridesOf('WPX-ES'))._unsafeUnwrap()).toEqual({});
  });

  it('read the change log afresh every time', async () => {
    const { repository } = settingsStore();
    const cached = cachedSiteSettings(repository, { clock: clockAt(0).clock, ttlMs: 60_000 }, quiet());
    expect(cached.changes).toBe(repository.changes);
  });
});
