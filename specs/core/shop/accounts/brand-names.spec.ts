import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { SiteConfigOverrides } from '../../../../core/domain/site/site-config.ts';
import { storeFor } from '../../../../core/domain/site/stores.ts';
import { brandNamesOf } from '../../../../core/shop/accounts/brand-names.ts';
import { DOWN } from '../../../support/in-memory-carts.ts';

describe('brandNamesOf', () => {
  it("is the saved brand name, else the store's own, read anew at every call", async () => {
    let saved: SiteConfigOverrides = {};
    const brandOf = brandNamesOf({ overridesOf: () => okAsync(saved) });
    expect((await brandOf('WPX-ES'))._unsafeUnwrap()).toBe(storeFor('WPX-ES').brand);
    saved = { brandName: 'Imprenta Sol' };
    expect((await brandOf('WPX-ES'))._unsafeUnwrap()).toBe('Imprenta Sol');
  });

  it("falls back to the store's own brand when the saved one cannot be read", async () => {
    const brandOf = brandNamesOf({ overridesOf: () => errAsync(DOWN) });
    expect((await brandOf('WPX-PL'))._unsafeUnwrap()).toBe(storeFor('WPX-PL').brand);
  });
});
