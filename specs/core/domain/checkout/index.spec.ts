import { describe, expect, it } from 'vitest';
import * as checkout from '../../../../core/domain/checkout/index.ts';

describe('the checkout context', () => {
  it('exposes its field validators, offers and state machine', () => {
    expect(Object.keys(checkout)).toEqual(
      expect.arrayContaining([
        'CUSTOMER_TYPES',
        'CHECKOUT_STEPS',
        'validatePersonName',
        'validateCompanyName',
        'validatePhone',
        'validatePostalCode',
        'validateVatId',
        'validateAddressLine1',
        'paymentMethodsFor',
        'shipmentModesFor',
        'shippingQuote',
        'validateContactStep',
        'validateAddressStep',
        'validateShipmentStep',
        'validatePaymentStep',
        'startCheckout',
        'goToStep',
        'submitContact',
        'submitAddresses',
        'submitShipment',
        'completeCheckout',
      ]),
    );
  });
});
