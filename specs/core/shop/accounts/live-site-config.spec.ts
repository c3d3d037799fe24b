import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { siteConfigFor, type SiteConfigOverrides } from '../../../../core/domain/site/site-config.ts';
import { liveSiteConfigOf } from '../../../../core/shop/accounts/live-site-config.ts';
import { DOWN } from '../../../support/in-memory-carts.ts';

describe('liveSiteConfigOf', () => {
  it("is the store's own config under what was saved, read anew at every call", async () => {
    let saved: SiteConfigOverrides = {};
    const read = liveSiteConfigOf({ overridesOf: () => okAsync(saved) }, 'WPX-ES');
    expect((await read())._unsafeUnwrap()).toEqual(siteConfigFor('WPX-ES'));
    saved = { pricesWithDecimals: false, defaultCountryA2: 'PT' as never };
    expect((await read())._unsafeUnwrap()).toMatchObject({ pricesWithDecimals: false, defaultCountryA2: 'PT' });
  });

  it("falls back to the store's own config when the saved one cannot be read", async () => {
    const read = liveSiteConfigOf({ overridesOf: () => errAsync(DOWN) }, 'WPX-PL');
    expect((await read())._unsafeUnwrap()).toEqual(siteConfigFor('WPX-PL'));
  });
});
