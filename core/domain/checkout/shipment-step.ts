import { err, ok, type Result } from 'neverthrow';
import { carrierServes } from '../shipments/carrier-coverage.ts';
import { isCarrier, type Carrier } from '../shipments/carrier.ts';
import {
  isDeliveryMethod,
  isShipmentMode,
  shipmentPlanFor,
  type DeliveryMethod,
  type DeliveryMode,
  type ShipmentMode,
  type ShipmentPlan,
} from '../shipments/shipment-mode.ts';
import type { CountryCode } from '../site/country.ts';
import type { CustomerType } from './customer-type.ts';
import { combineFields } from '../forms/field-errors.ts';
import {
  invalidChoice,
  required,
  requiredText,
  type InvalidChoice,
  type Required,
  type TooLong,
} from './field-text.ts';
import { shipmentModesFor } from './shipment-offer.ts';

/** The shipment form as sent; `deliveryMethod` may be left empty, as the mode implies it. */
export type ShipmentInput = {
  readonly mode: string;
  readonly deliveryMethod: string;
  readonly carrier: string;
  readonly pickupPointId: string;
};

/** A carrier's identifier for one of its pickup points. */
export type PickupPointId = string & { readonly __brand: 'PickupPointId' };

export type ShipmentChoice = {
  readonly mode: ShipmentMode;
  readonly deliveryMode: DeliveryMode;
  readonly deliveryMethod: DeliveryMethod;
  /** Null when the parcel is collected at the factory. */
  readonly carrier: Carrier | null;
  /** Set only for PICKPOINT shipments. */
  readonly pickupPointId: PickupPointId | null;
};

export type ShipmentModeNotOffered = {
  readonly type: 'ShipmentModeNotOffered';
  readonly mode: ShipmentMode;
  readonly country: CountryCode;
};

export type DeliveryMethodNotAllowed = {
  readonly type: 'DeliveryMethodNotAllowed';
  readonly mode: ShipmentMode;
  readonly method: DeliveryMethod;
};

export type CarrierNotAvailable = {
  readonly type: 'CarrierNotAvailable';
  readonly carrier: Carrier;
  readonly country: CountryCode;
};

export type InvalidPickupPoint = { readonly type: 'InvalidPickupPoint' };

export type ShipmentErrors = {
  readonly mode?: Required | InvalidChoice | ShipmentModeNotOffered;
  readonly deliveryMethod?: InvalidChoice | DeliveryMethodNotAllowed;
  readonly carrier?: Required | InvalidChoice | CarrierNotAvailable;
  readonly pickupPointId?: Required | TooLong | InvalidPickupPoint;
};

/** Where the order goes and who receives it: what decides which shipments are offered. */
export type ShipmentContext = {
  readonly country: CountryCode;
  readonly customerType: CustomerType;
  readonly factoryCountry: CountryCode | null;
};

export const PICKUP_POINT_ID_MAX_LENGTH = 40;

const validateMode = (
  input: string,
  context: ShipmentContext,
): Result<ShipmentMode, NonNullable<ShipmentErrors['mode']>> => {
  if (input === '') return err(required());
  if (!isShipmentMode(input)) return err(invalidChoice(input));
  const offered = shipmentModesFor(context.country, context.customerType, context.factoryCountry).includes(input);
  return offered ? ok(input) : err({ type: 'ShipmentModeNotOffered', mode: input, country: context.country });
};

const validateMethod = (
  input: string,
  mode: ShipmentMode,
  plan: ShipmentPlan,
): Result<DeliveryMethod, NonNullable<ShipmentErrors['deliveryMethod']>> => {
  if (input === '' || input === plan.deliveryMethod) return ok(plan.deliveryMethod);
  return isDeliveryMethod(input)
    ? err({ type: 'DeliveryMethodNotAllowed', mode, method: input })
    : err(invalidChoice(input));
};

const validateCarrier = (
  input: string,
  plan: ShipmentPlan,
  country: CountryCode,
): Result<Carrier | null, NonNullable<ShipmentErrors['carrier']>> => {
  // Collection at the factory involves no carrier of ours, so a leftover choice is dropped.
  if (!plan.needsCarrier) return ok(null);
  if (input === '') return err(required());
  if (!isCarrier(input)) return err(invalidChoice(input));
  const service = plan.needsPickupPoint ? 'PICKPOINT' : 'ADDRESS';
  return carrierServes(input, country, service)
    ? ok(input)
    : err({ type: 'CarrierNotAvailable', carrier: input, country });
};

const validatePickupPoint = (
  input: string,
  plan: ShipmentPlan,
): Result<PickupPointId | null, NonNullable<ShipmentErrors['pickupPointId']>> => {
  if (!plan.needsPickupPoint) return ok(null);
  return requiredText(input, PICKUP_POINT_ID_MAX_LENGTH).andThen((id) =>
    /^[A-Za-z0-9_-]+$/.test(id) ? ok(id as PickupPointId) : err({ type: 'InvalidPickupPoint' } as const),
  );
};

/** Every shipment field's error at once; without a valid mode the other fields cannot be judged. */
export const validateShipmentStep = (
  input: ShipmentInput,
  context: ShipmentContext,
): Result<ShipmentChoice, ShipmentErrors> => {
  const mode = validateMode(input.mode, context);
  if (mode.isErr()) return err({ mode: mode.error });
  const plan = shipmentPlanFor(mode.value);
  return combineFields({
    deliveryMethod: validateMethod(input.deliveryMethod, mode.value, plan),
    carrier: validateCarrier(input.carrier, plan, context.country),
    pickupPointId: validatePickupPoint(input.pickupPointId, plan),
  }).map((fields) => ({ mode: mode.value, deliveryMode: plan.deliveryMode, ...fields }));
};
