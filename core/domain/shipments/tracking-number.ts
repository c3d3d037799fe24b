import { err, ok, type Result } from 'neverthrow';
import type { FieldProblem, InvalidFields } from '../forms/field-problem.ts';
import { isCarrier, type Carrier } from './carrier.ts';

/** A carrier's tracking number as the carrier prints it: upper case, no spaces, in that carrier's format. */
export type TrackingNumber = string & { readonly __brand: 'TrackingNumber' };

/** A parcel handed to a carrier: who carries it and the number its tracking page knows it by. */
export type Dispatch = { readonly carrier: Carrier; readonly trackingNumber: TrackingNumber };

/** The problem key of a number that is not in its carrier's format. */
export const TRACKING_NUMBER_FORMAT = 'TrackingNumberFormat';

const digitsOf = (text: string): number[] => [...text].map(Number);

// UPU S10 (Correos abroad): 2 letters, 8 digits, a mod-11 check digit weighted 8 6 4 2 3 5 9 7, then the country.
const S10_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];
const s10CheckDigit = (digits: string): number => {
  const rest = 11 - (digitsOf(digits).reduce((sum, digit, i) => sum + digit * (S10_WEIGHTS[i] as number), 0) % 11);
  if (rest === 10) return 0;
  return rest === 11 ? 5 : rest;
};
const isS10 = (number: string, country: string): boolean => {
  const found = new RegExp(`^[A-Z]{2}(\\d{8})(\\d)${country}$`).exec(number);
  return found !== null && s10CheckDigit(found[1] as string) === Number(found[2]);
};

// UPS: "1Z", 15 characters (letters count as (code - 63) mod 10), then a mod-10 check digit doubling every second one.
const upsValue = (char: string): number => (/\d/.test(char) ? Number(char) : (char.charCodeAt(0) - 63) % 10);
export const upsCheckDigit = (body: string): number =>
  (10 - ([...body].reduce((sum, char, i) => sum + upsValue(char) * (i % 2 === 0 ? 1 : 2), 0) % 10)) % 10;
const isUps = (number: string): boolean => {
  const found = /^1Z([A-Z0-9]{15})(\d)$/.exec(number);
  return found !== null && upsCheckDigit(found[1] as string) === Number(found[2]);
};

/**
 * Each carrier's numbers as its labels print them: Correos' 23-character domestic parcel codes (PQ…, PK…) or an
 * S10 code ending in ES; Correos Express (Chronoexpress) 16 digits; Mondial Relay's 8-digit shipment number; DHL
 * Parcel's 12- or 20-digit piece numbers or JJD codes; GLS's 11-digit parcel number, or 12 with its check digit;
 * UPS's 1Z numbers with their check digit.
 */
const FORMATS: { readonly [C in Carrier]: (number: string) => boolean } = {
  CORREOS: (number) => /^P[A-Z0-9]{22}$/.test(number) || isS10(number, 'ES'),
  CHRONOEXPRESS: (number) => /^\d{16}$/.test(number),
  MONDIAL_RELAY: (number) => /^\d{8}$/.test(number),
  DHL_PARCEL: (number) => /^(\d{12}|\d{20}|JJD\d{18})$/.test(number),
  GLS: (number) => /^\d{11,12}$/.test(number),
  UPS: isUps,
};

/** Labels are read aloud and copied with spaces; carriers' pages want the bare upper-case code. */
export const normaliseTrackingNumber = (raw: string): string => raw.replace(/\s+/g, '').toUpperCase();

export const isTrackingNumberOf = (carrier: Carrier, raw: string): boolean =>
  FORMATS[carrier](normaliseTrackingNumber(raw));

/**
 * The carrier and number the operator typed, checked: a known carrier, and a number in its format. Every problem at
 * once, named by field, so the desk shows each beside its input.
 */
export const checkDispatch = (input: {
  readonly carrier: string;
  readonly trackingNumber: string;
}): Result<Dispatch, InvalidFields> => {
  const number = normaliseTrackingNumber(input.trackingNumber);
  const problems: FieldProblem[] = [];
  if (!isCarrier(input.carrier)) problems.push({ field: 'carrier', problem: 'Invalid' });
  if (number === '') problems.push({ field: 'trackingNumber', problem: 'Required' });
  else if (isCarrier(input.carrier) && !FORMATS[input.carrier](number))
    problems.push({ field: 'trackingNumber', problem: TRACKING_NUMBER_FORMAT });
  return problems.length > 0
    ? err({ type: 'InvalidFields', problems })
    : ok({ carrier: input.carrier as Carrier, trackingNumber: number as TrackingNumber });
};
