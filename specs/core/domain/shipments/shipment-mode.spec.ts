import { describe, expect, it } from 'vitest';
import {
  DELIVERY_METHODS,
  DELIVERY_MODES,
  isDeliveryMethod,
  isShipmentMode,
  SHIPMENT_MODES,
  shipmentPlanFor,
} from '../../../../core/domain/shipments/shipment-mode.ts';
import { itIsAnEnumeration } from '../../../support/enumeration-laws.ts';

describe('shipment modes (spec section 3)', () => {
  itIsAnEnumeration(SHIPMENT_MODES, isShipmentMode, ['ADDRESS', 'PICKPOINT', 'MANAGED', 'CUSTOMER']);
});

describe('delivery methods (spec section 3)', () => {
  itIsAnEnumeration(DELIVERY_METHODS, isDeliveryMethod, [
    'PICKPOINT',
    'FACTORY_PICKUP',
    'ADDRESS',
    'PICKPOINT_CUSTOMER',
  ]);
});

describe('delivery modes (spec section 3)', () => {
  it('are SEND and MANAGED', () => {
    expect(DELIVERY_MODES).toEqual(['SEND', 'MANAGED']);
  });
});

describe('shipmentPlanFor', () => {
  it('sends ADDRESS shipments with a carrier to the door', () => {
    expect(shipmentPlanFor('ADDRESS')).toEqual({
      deliveryMode: 'SEND',
      deliveryMethod: 'ADDRESS',
      needsCarrier: true,
      needsPickupPoint: false,
    });
  });

  it('sends PICKPOINT shipments with a carrier to a chosen pickup point', () => {
    expect(shipmentPlanFor('PICKPOINT')).toEqual({
      deliveryMode: 'SEND',
      deliveryMethod: 'PICKPOINT',
      needsCarrier: true,
      needsPickupPoint: true,
    });
  });

  it('hands MANAGED shipments over at the factory, without a carrier', () => {
    expect(shipmentPlanFor('MANAGED')).toEqual({
      deliveryMode: 'MANAGED',
      deliveryMethod: 'FACTORY_PICKUP',
      needsCarrier: false,
      needsPickupPoint: false,
    });
  });

  it("lets the customer's own courier collect CUSTOMER shipments", () => {
    expect(shipmentPlanFor('CUSTOMER')).toEqual({
      deliveryMode: 'MANAGED',
      deliveryMethod: 'PICKPOINT_CUSTOMER',
      needsCarrier: false,
      needsPickupPoint: false,
    });
  });

  it('gives every mode a different delivery method', () => {
    const methods = SHIPMENT_MODES.map((mode) => shipmentPlanFor(mode).deliveryMethod);
    expect(new Set(methods).size).toBe(SHIPMENT_MODES.length);
  });
});
