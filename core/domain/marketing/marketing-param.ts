/** The tracking parameters a landing URL may carry; each is kept in a cookie of the same name. */
export const MARKETING_PARAMS = [
  'utm_content',
  'utm_campaign',
  'utm_medium',
  'utm_source',
  'utm_term',
  'utm_productid',
  'gclid',
  'fbclid',
  'fbp',
  'fbc',
  'msclkid',
  'gbraid',
  'wbraid',
] as const;

export type MarketingParam = (typeof MARKETING_PARAMS)[number];

export const isMarketingParam = (value: string): value is MarketingParam =>
  (MARKETING_PARAMS as readonly string[]).includes(value);

export type MarketingParams = Readonly<Partial<Record<MarketingParam, string>>>;

/** Longer values are junk or attacks and would push the cookie header past browser limits. */
export const MAX_MARKETING_PARAM_LENGTH = 500;
