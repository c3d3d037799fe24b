import { err, ok } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { validateShipmentStep, type ShipmentContext } from '../../../../core/domain/checkout/shipment-step.ts';
import { aShipment, country } from '../../../support/checkout-mother.ts';

const spain: ShipmentContext = { country: country('ES'), customerType: 'PERSON', factoryCountry: country('ES') };
const company: ShipmentContext = { ...spain, customerType: 'COMPANY' };

describe('validateShipmentStep', () => {
  it('sends an ADDRESS shipment with a carrier that serves the country', () => {
    expect(validateShipmentStep(aShipment(), spain)).toEqual(
      ok({ mode: 'ADDRESS', deliveryMode: 'SEND', deliveryMethod: 'ADDRESS', carrier: 'CORREOS', pickupPointId: null }),
    );
  });

  it('derives the delivery method from the mode when none is sent', () => {
    expect(
      validateShipmentStep(aShipment({ deliveryMethod: '' }), spain).map((choice) => choice.deliveryMethod),
    ).toEqual(ok('ADDRESS'));
  });

  it('sends a PICKPOINT shipment to the chosen pickup point', () => {
    const input = aShipment({
      mode: 'PICKPOINT',
      deliveryMethod: 'PICKPOINT',
      carrier: 'MONDIAL_RELAY',
      pickupPointId: ' ES-28013_042 ',
    });
    expect(validateShipmentStep(input, spain)).toEqual(
      ok({
        mode: 'PICKPOINT',
        deliveryMode: 'SEND',
        deliveryMethod: 'PICKPOINT',
        carrier: 'MONDIAL_RELAY',
        pickupPointId: 'ES-28013_042',
      }),
    );
  });

  it('hands a MANAGED shipment over at the factory, dropping any carrier or pickup point', () => {
    expect(
      validateShipmentStep(aShipment({ mode: 'MANAGED', deliveryMethod: '', pickupPointId: 'P1' }), spain),
    ).toEqual(
      ok({
        mode: 'MANAGED',
        deliveryMode: 'MANAGED',
        deliveryMethod: 'FACTORY_PICKUP',
        carrier: null,
        pickupPointId: null,
      }),
    );
  });

  it("lets a company's courier collect a CUSTOMER shipment", () => {
    expect(
      validateShipmentStep(aShipment({ mode: 'CUSTOMER', deliveryMethod: 'PICKPOINT_CUSTOMER' }), company),
    ).toEqual(
      ok({
        mode: 'CUSTOMER',
        deliveryMode: 'MANAGED',
        deliveryMethod: 'PICKPOINT_CUSTOMER',
        carrier: null,
        pickupPointId: null,
      }),
    );
  });

  describe('the mode', () => {
    it('is required, and must be one of the modes', () => {
      expect(validateShipmentStep(aShipment({ mode: '' }), spain)).toEqual(err({ mode: { type: 'Required' } }));
      expect(validateShipmentStep(aShipment({ mode: 'DRONE' }), spain)).toEqual(
        err({ mode: { type: 'InvalidChoice', value: 'DRONE' } }),
      );
    });

    it('must be offered for the country and customer', () => {
      expect(validateShipmentStep(aShipment({ mode: 'CUSTOMER' }), spain)).toEqual(
        err({ mode: { type: 'ShipmentModeNotOffered', mode: 'CUSTOMER', country: 'ES' } }),
      );
      expect(validateShipmentStep(aShipment({ mode: 'MANAGED' }), { ...spain, country: country('PT') })).toEqual(
        err({ mode: { type: 'ShipmentModeNotOffered', mode: 'MANAGED', country: 'PT' } }),
      );
    });
  });

  describe('the delivery method', () => {
    it("must be the mode's own", () => {
      expect(validateShipmentStep(aShipment({ deliveryMethod: 'PICKPOINT' }), spain)).toEqual(
        err({ deliveryMethod: { type: 'DeliveryMethodNotAllowed', mode: 'ADDRESS', method: 'PICKPOINT' } }),
      );
      expect(validateShipmentStep(aShipment({ deliveryMethod: 'POST' }), spain)).toEqual(
        err({ deliveryMethod: { type: 'InvalidChoice', value: 'POST' } }),
      );
    });
  });

  describe('the carrier', () => {
    it('is required when the parcel is sent', () => {
      expect(validateShipmentStep(aShipment({ carrier: '' }), spain)).toEqual(err({ carrier: { type: 'Required' } }));
      expect(validateShipmentStep(aShipment({ carrier: 'FEDEX' }), spain)).toEqual(
        err({ carrier: { type: 'InvalidChoice', value: 'FEDEX' } }),
      );
    });

    it('must serve the country with that service', () => {
      expect(validateShipmentStep(aShipment({ carrier: 'MONDIAL_RELAY' }), spain)).toEqual(
        err({ carrier: { type: 'CarrierNotAvailable', carrier: 'MONDIAL_RELAY', country: 'ES' } }),
      );
      const pickup = aShipment({
        mode: 'PICKPOINT',
        deliveryMethod: '',
        carrier: 'CHRONOEXPRESS',
        pickupPointId: 'P1',
      });
      expect(validateShipmentStep(pickup, spain)).toEqual(
        err({ carrier: { type: 'CarrierNotAvailable', carrier: 'CHRONOEXPRESS', country: 'ES' } }),
      );
    });
  });

  describe('the pickup point', () => {
    const pickup = (pickupPointId: string) =>
      validateShipmentStep(
        aShipment({ mode: 'PICKPOINT', deliveryMethod: '', carrier: 'CORREOS', pickupPointId }),
        spain,
      );

    it('is required for PICKPOINT, at most 40 characters of letters, digits, - and _', () => {
      expect(pickup('')).toEqual(err({ pickupPointId: { type: 'Required' } }));
      expect(pickup('x'.repeat(41))).toEqual(err({ pickupPointId: { type: 'TooLong', max: 40 } }));
      expect(pickup('P 1')).toEqual(err({ pickupPointId: { type: 'InvalidPickupPoint' } }));
    });
  });

  it('reports every field at once once the mode is valid', () => {
    const input = { mode: 'PICKPOINT', deliveryMethod: 'ADDRESS', carrier: '', pickupPointId: '' };
    expect(validateShipmentStep(input, spain)).toEqual(
      err({
        deliveryMethod: { type: 'DeliveryMethodNotAllowed', mode: 'PICKPOINT', method: 'ADDRESS' },
        carrier: { type: 'Required' },
        pickupPointId: { type: 'Required' },
      }),
    );
  });
});
