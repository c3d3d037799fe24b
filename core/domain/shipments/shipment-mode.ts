/** How an order leaves the shop: to an address, to a carrier's pickup point, or handed over at the factory. */
export const SHIPMENT_MODES = ['ADDRESS', 'PICKPOINT', 'MANAGED', 'CUSTOMER'] as const;

export type ShipmentMode = (typeof SHIPMENT_MODES)[number];

export const isShipmentMode = (value: string): value is ShipmentMode =>
  (SHIPMENT_MODES as readonly string[]).includes(value);

/** SEND: a carrier contracted by the shop moves the parcel. MANAGED: the parcel is handed over at the factory. */
export const DELIVERY_MODES = ['SEND', 'MANAGED'] as const;

export type DeliveryMode = (typeof DELIVERY_MODES)[number];

export const DELIVERY_METHODS = ['PICKPOINT', 'FACTORY_PICKUP', 'ADDRESS', 'PICKPOINT_CUSTOMER'] as const;

export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

export const isDeliveryMethod = (value: string): value is DeliveryMethod =>
  (DELIVERY_METHODS as readonly string[]).includes(value);

/** What a shipment mode implies: its delivery mode, its one delivery method, and what the shopper must pick. */
export type ShipmentPlan = {
  readonly deliveryMode: DeliveryMode;
  readonly deliveryMethod: DeliveryMethod;
  readonly needsCarrier: boolean;
  readonly needsPickupPoint: boolean;
};

// MANAGED: the shop hands the parcel over at its factory counter. CUSTOMER: the customer's own courier collects it there.
const PLANS: { readonly [M in ShipmentMode]: ShipmentPlan } = {
  ADDRESS: { deliveryMode: 'SEND', deliveryMethod: 'ADDRESS', needsCarrier: true, needsPickupPoint: false },
  PICKPOINT: { deliveryMode: 'SEND', deliveryMethod: 'PICKPOINT', needsCarrier: true, needsPickupPoint: true },
  MANAGED: { deliveryMode: 'MANAGED', deliveryMethod: 'FACTORY_PICKUP', needsCarrier: false, needsPickupPoint: false },
  CUSTOMER: {
    deliveryMode: 'MANAGED',
    deliveryMethod: 'PICKPOINT_CUSTOMER',
    needsCarrier: false,
    needsPickupPoint: false,
  },
};

export const shipmentPlanFor = (mode: ShipmentMode): ShipmentPlan => PLANS[mode];
