import { describe, expect, it } from 'vitest';
import { configPathOf, formFieldsOf, siteConfigFormOf } from '../../ui/pages/back-office/site-config-form.ts';

const CONFIG = {
  storeSlug: 'TZ-ES',
  currency: 'EUR',
  lang: 'es',
  brandName: 'Tintazul',
  defaultCountryA2: 'ES',
  pricesWithDecimals: true,
  isLoginRequiredToAccess: false,
  analyticsId: null,
  pushNotificationsId: 'push-1',
};

describe("the config page's form", () => {
  it('types every value as text, an id switched off as blank, and reads them back', () => {
    const fields = formFieldsOf(CONFIG);
    expect(fields).toEqual({
      currency: 'EUR',
      lang: 'es',
      brandName: 'Tintazul',
      defaultCountryA2: 'ES',
      pricesWithDecimals: 'true',
      isLoginRequiredToAccess: 'false',
      analyticsId: '',
      pushNotificationsId: 'push-1',
    });
    expect(siteConfigFormOf({ ...fields, isLoginRequiredToAccess: 'true' })).toEqual({
      ...fields,
      pricesWithDecimals: true,
      isLoginRequiredToAccess: true,
    });
  });

  it("links a store's config and a page of its log", () => {
    expect(configPathOf('WPX-ES')).toBe('/accounts/config?store=WPX-ES');
    expect(configPathOf('TZ-ES', 41)).toBe('/accounts/config?store=TZ-ES&before=41');
  });
});
