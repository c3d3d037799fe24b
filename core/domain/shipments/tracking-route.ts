import type { DeliveryMethod } from './shipment-mode.ts';
import type { RouteState } from './tracking-state.ts';

const TO_ADDRESS: readonly RouteState[] = ['PROCESSING', 'ON_ROUTE', 'ON_DELIVERY', 'DELIVERED'];
const TO_PICKUP_POINT: readonly RouteState[] = ['PROCESSING', 'ON_ROUTE', 'PENDING_TO_PICK', 'PICKED'];
// Collected at the factory: the parcel never travels, so it waits to be picked straight after processing.
const AT_FACTORY: readonly RouteState[] = ['PROCESSING', 'PENDING_TO_PICK', 'PICKED'];

const ROUTES: { readonly [M in DeliveryMethod]: readonly RouteState[] } = {
  ADDRESS: TO_ADDRESS,
  PICKPOINT: TO_PICKUP_POINT,
  FACTORY_PICKUP: AT_FACTORY,
  PICKPOINT_CUSTOMER: AT_FACTORY,
};

/** The states a shipment passes through, in order, for its delivery method; the last one is final. */
export const trackingRouteFor = (method: DeliveryMethod): readonly RouteState[] => ROUTES[method];
