import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STORE_SLUGS, storeFor } from '../../../../core/domain/site/stores.ts';
import {
  BRAND_NAME_MAX,
  checkSiteSettings,
  defaultCountryChoices,
  type SiteSettingsInput,
} from '../../../../core/domain/site/site-settings-fields.ts';

const WPX_ES: SiteSettingsInput = {
  currency: 'EUR',
  lang: 'es',
  brandName: 'Estampa',
  defaultCountryA2: 'ES',
  pricesWithDecimals: true,
  isLoginRequiredToAccess: false,
  analyticsId: '',
  pushNotificationsId: '',
};

const problemsOf = (input: Partial<SiteSettingsInput>, store: (typeof STORE_SLUGS)[number] = 'WPX-ES') =>
  checkSiteSettings(store, { ...WPX_ES, ...input }).match(
    () => [],
    (invalid) => invalid.problems,
  );

describe('checkSiteSettings (spec 1: the site config an administrator edits)', () => {
  it('keeps every field, trimmed, blank ids switching their integration off', () => {
    expect(
      checkSiteSettings('WPX-ES', {
        ...WPX_ES,
        brandName: '  Estampa   Sur ',
        defaultCountryA2: ' pt ',
        pricesWithDecimals: false,
        isLoginRequiredToAccess: true,
        analyticsId: ' G-ABC1234 ',
        pushNotificationsId: ' ',
      })._unsafeUnwrap(),
    ).toEqual({
      currency: 'EUR',
      lang: 'es',
      brandName: 'Estampa Sur',
      defaultCountryA2: 'PT',
      pricesWithDecimals: false,
      isLoginRequiredToAccess: true,
      analyticsId: 'G-ABC1234',
      pushNotificationsId: null,
    });
  });

  it('answers every problem at once, in the form order', () => {
    expect(
      problemsOf({
        currency: 'PLN',
        lang: 'en',
        brandName: ' ',
        defaultCountryA2: 'FR',
        analyticsId: 'UA-1234',
        pushNotificationsId: 'has spaces',
      }),
    ).toEqual([
      { field: 'currency', problem: 'Fixed' },
      { field: 'lang', problem: 'Fixed' },
      { field: 'brandName', problem: 'Required' },
      { field: 'defaultCountryA2', problem: 'NotDelivered' },
      { field: 'analyticsId', problem: 'Invalid' },
      { field: 'pushNotificationsId', problem: 'Invalid' },
    ]);
  });

  it('refuses a brand name with control characters or longer than the header holds', () => {
    expect(problemsOf({ brandName: 'Estampa\u0007' })).toEqual([{ field: 'brandName', problem: 'Invalid' }]);
    expect(problemsOf({ brandName: 'é'.repeat(BRAND_NAME_MAX) })).toEqual([]);
    expect(problemsOf({ brandName: 'é'.repeat(BRAND_NAME_MAX + 1) })).toEqual([
      { field: 'brandName', problem: 'TooLong', max: BRAND_NAME_MAX },
    ]);
  });

  it('accepts any printable brand name that fits, as typed but for its blanks', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: BRAND_NAME_MAX, unit: 'grapheme' })
          .filter((name) => /^\P{Cc}+$/u.test(name)),
        (name) => {
          const outcome = checkSiteSettings('WPX-ES', { ...WPX_ES, brandName: name });
          const collapsed = name.trim().replace(/\s+/g, ' ');
          if (collapsed === '')
            expect(outcome._unsafeUnwrapErr()).toEqual({
              type: 'InvalidFields',
              problems: [{ field: 'brandName', problem: 'Required' }],
            });
          else expect(outcome._unsafeUnwrap().brandName).toBe(collapsed);
        },
      ),
    );
  });

  it("accepts only the store's own currency and language in every store", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STORE_SLUGS),
        fc.string({ maxLength: 5 }),
        fc.string({ maxLength: 5 }),
        (slug, currency, lang) => {
          const store = storeFor(slug);
          const input = {
            ...WPX_ES,
            currency,
            lang,
            defaultCountryA2: store.country,
          };
          const problems = problemsOf(input, slug).map((problem) => problem.field);
          expect(problems.includes('currency')).toBe(currency.trim() !== store.currency);
          expect(problems.includes('lang')).toBe(lang.trim() !== store.locale);
        },
      ),
    );
  });

  it('takes as the default country exactly the countries the store delivers to, in any letter case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STORE_SLUGS), fc.stringMatching(/^[A-Za-z]{2}$/), (slug, country) => {
        const store = storeFor(slug);
        const delivered = defaultCountryChoices(slug).includes(country.toUpperCase());
        const problems = problemsOf({ currency: store.currency, lang: store.locale, defaultCountryA2: country }, slug);
        expect(problems).toEqual(delivered ? [] : [{ field: 'defaultCountryA2', problem: 'NotDelivered' }]);
      }),
    );
  });

  it('takes GA4 measurement ids and push tokens, and refuses anything else', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^G-[A-Z0-9]{4,20}$/), fc.stringMatching(/^[A-Za-z0-9_-]{1,100}$/), (ga, push) => {
        expect(problemsOf({ analyticsId: ga, pushNotificationsId: push })).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: 30 })
          .filter((id) => id.trim() !== '' && !/^G-[A-Z0-9]{4,20}$/.test(id.trim())),
        (id) => {
          expect(problemsOf({ analyticsId: id })).toEqual([{ field: 'analyticsId', problem: 'Invalid' }]);
        },
      ),
    );
  });
});
