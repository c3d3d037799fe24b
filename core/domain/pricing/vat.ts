import type { StoreSlug } from '../site/stores.ts';

/** The standard VAT rate, in percent, of each store's country: personalised prints and mugs take the standard rate. */
const STANDARD_VAT_PERCENT: { readonly [S in StoreSlug]: number } = {
  'WPX-PL': 23,
  'WPX-ES': 21,
  'WPX-IT': 22,
  'WPX-DK': 25,
  'WPX-FR': 20,
  'WPX-PT': 23,
  'WPX-CZ': 21,
  'TZ-ES': 21,
};

export const vatPercentOf = (store: StoreSlug): number => STANDARD_VAT_PERCENT[store];

/** A price with VAT included, split into its net part and its VAT; the two always add up to the gross amount. */
export type VatSplit = {
  readonly ratePercent: number;
  readonly net: number;
  readonly vat: number;
  readonly gross: number;
};

/** Gross minor units to net and VAT, rounding the net to the nearest minor unit (half up). */
export const splitVat = (gross: number, ratePercent: number): VatSplit => {
  const net = Math.round((gross * 100) / (100 + ratePercent));
  return { ratePercent, net, vat: gross - net, gross };
};
