import fc from 'fast-check';
import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { applySessionUpdate, SESSION_FIELD_GROUPS } from '../../../../core/domain/session/session-update.ts';
import { version } from '../../../support/consent-mother.ts';
import { aConsentedSession, aCustomer, aSession } from '../../../support/session-mother.ts';

const consent = { isConsentGiven: true, isAdsAccepted: false, isAnalyticsAccepted: true, consentVersion: 2 };
const storedConsent = { ...consent, consentVersion: version(2) };
const screen = { screenWidth: 390, screenHeight: 844, screenDevicePixelRatio: 3 };
const ga4 = { ga4ClientId: '1234567890.1732096800', ga4SessionId: '1732096800', ga4SessionNumber: 4 };

describe('POST /api/session (spec section 7)', () => {
  it('updates the consent group', () => {
    expect(applySessionUpdate(aSession(), consent)).toEqual(ok(aSession(storedConsent)));
  });

  it('updates the screen group', () => {
    expect(applySessionUpdate(aSession(), { ...screen, screenDevicePixelRatio: 2.625 })).toEqual(
      ok(aSession({ ...screen, screenDevicePixelRatio: 2.625 })),
    );
  });

  it('updates the GA4 group', () => {
    expect(applySessionUpdate(aSession(), ga4)).toEqual(ok(aSession(ga4)));
  });

  it('updates the customer with updateDateCustomer, and clears both on sign-out', () => {
    const customer = aCustomer();
    const signedIn = applySessionUpdate(aSession(), { customer, updateDateCustomer: 1_763_632_800_000 });
    expect(signedIn).toEqual(ok(aSession({ customer, updateDateCustomer: 1_763_632_800_000 })));
    expect(
      signedIn.andThen((session) => applySessionUpdate(session, { customer: null, updateDateCustomer: null })),
    ).toEqual(ok(aSession()));
  });

  it('applies several groups at once and leaves the others alone', () => {
    const before = aConsentedSession();
    expect(applySessionUpdate(before, { ...screen, ...ga4 })).toEqual(ok({ ...before, ...screen, ...ga4 }));
  });

  it('changes nothing for an update with no group', () => {
    expect(applySessionUpdate(aConsentedSession(), {})).toEqual(ok(aConsentedSession()));
  });

  it('refuses a group sent in part, naming what is missing', () => {
    expect(applySessionUpdate(aSession(), { isConsentGiven: true, consentVersion: 1 })).toEqual(
      err({ type: 'IncompleteSessionGroup', group: 'consent', missing: ['isAdsAccepted', 'isAnalyticsAccepted'] }),
    );
    expect(applySessionUpdate(aSession(), { screenWidth: 390 })).toEqual(
      err({ type: 'IncompleteSessionGroup', group: 'screen', missing: ['screenHeight', 'screenDevicePixelRatio'] }),
    );
    expect(applySessionUpdate(aSession(), { customer: aCustomer() })).toEqual(
      err({ type: 'IncompleteSessionGroup', group: 'customer', missing: ['updateDateCustomer'] }),
    );
  });

  it('refuses accepted categories without consent given', () => {
    expect(applySessionUpdate(aSession(), { ...consent, isConsentGiven: false })).toEqual(
      err({ type: 'ContradictoryConsent' }),
    );
    expect(applySessionUpdate(aSession(), { ...consent, isConsentGiven: false, isAnalyticsAccepted: false })).toEqual(
      ok(aSession({ ...storedConsent, isConsentGiven: false, isAnalyticsAccepted: false })),
    );
  });

  it.each([
    [{ ...consent, consentVersion: 0 }, 'consentVersion'],
    [{ ...consent, consentVersion: 1.5 }, 'consentVersion'],
    [{ ...screen, screenWidth: 0 }, 'screenWidth'],
    [{ ...screen, screenWidth: 390.5 }, 'screenWidth'],
    [{ ...screen, screenHeight: -844 }, 'screenHeight'],
    [{ ...screen, screenDevicePixelRatio: 0 }, 'screenDevicePixelRatio'],
    [{ ...screen, screenDevicePixelRatio: Number.POSITIVE_INFINITY }, 'screenDevicePixelRatio'],
    [{ ...ga4, ga4ClientId: 'GA1.1.123.456' }, 'ga4ClientId'],
    [{ ...ga4, ga4SessionId: 'abc' }, 'ga4SessionId'],
    [{ ...ga4, ga4SessionNumber: 0 }, 'ga4SessionNumber'],
    [{ customer: aCustomer(), updateDateCustomer: null }, 'updateDateCustomer'],
    [{ customer: aCustomer(), updateDateCustomer: -1 }, 'updateDateCustomer'],
    [{ customer: aCustomer(), updateDateCustomer: 1.5 }, 'updateDateCustomer'],
    [{ customer: null, updateDateCustomer: 1 }, 'updateDateCustomer'],
    [{ customer: aCustomer({ id: ' ' as never }), updateDateCustomer: 1 }, 'customer'],
  ] as const)('refuses %j: invalid %s', (update, field) => {
    expect(applySessionUpdate(aSession(), update)).toEqual(err({ type: 'InvalidSessionField', field }));
  });

  it('reports the first failing group and changes nothing', () => {
    expect(applySessionUpdate(aSession(), { ...consent, consentVersion: 0, ...screen, screenWidth: 0 })).toEqual(
      err({ type: 'InvalidSessionField', field: 'consentVersion' }),
    );
  });

  it('covers every field of POST /api/session in exactly one group', () => {
    expect(Object.values(SESSION_FIELD_GROUPS).flat()).toEqual([
      'isConsentGiven',
      'isAdsAccepted',
      'isAnalyticsAccepted',
      'consentVersion',
      'screenWidth',
      'screenHeight',
      'screenDevicePixelRatio',
      'ga4ClientId',
      'ga4SessionId',
      'ga4SessionNumber',
      'customer',
      'updateDateCustomer',
    ]);
  });

  it('accepts any valid screen and never touches fotiApiClient', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.double({ min: 0.1, max: 10, noNaN: true }),
        (screenWidth, screenHeight, screenDevicePixelRatio) => {
          const session = aSession();
          const updated = applySessionUpdate(session, { screenWidth, screenHeight, screenDevicePixelRatio });
          expect(updated).toEqual(ok({ ...session, screenWidth, screenHeight, screenDevicePixelRatio }));
        },
      ),
    );
  });

  it('refuses any screen that is not positive integers with a positive ratio', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), fc.double(), (screenWidth, screenHeight, screenDevicePixelRatio) => {
        const valid =
          Number.isSafeInteger(screenWidth) &&
          screenWidth > 0 &&
          Number.isSafeInteger(screenHeight) &&
          screenHeight > 0 &&
          Number.isFinite(screenDevicePixelRatio) &&
          screenDevicePixelRatio > 0;
        const updated = applySessionUpdate(aSession(), { screenWidth, screenHeight, screenDevicePixelRatio });
        expect(updated.isOk()).toBe(valid);
      }),
    );
  });
});
