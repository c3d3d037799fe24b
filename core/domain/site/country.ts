/** An ISO 3166-1 alpha-2 country code in upper case, e.g. 'ES'. */
export type CountryCode = string & { readonly __brand: 'CountryCode' };

export const isCountryCode = (value: string): value is CountryCode => /^[A-Z]{2}$/.test(value);
