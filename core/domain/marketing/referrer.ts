import { isHostWithin, urlHost } from '../../protocol/url-host.ts';

/** Hosts a shopper returns from after paying; a landing from them is a checkout return, not a campaign visit. */
export const PAYMENT_PROVIDER_HOSTS = [
  'paypal.com',
  'paypal.me',
  'stripe.com',
  'redsys.es',
  'adyen.com',
  'adyenpayments.com',
  'klarna.com',
  'sibs.pt',
  'sibsgateway.com',
  'multibanco.pt',
  'mbway.pt',
  'przelewy24.pl',
  'payu.com',
  'payu.pl',
  'mollie.com',
  'sofort.com',
  'bizum.es',
  'trustly.com',
  'twint.ch',
  'mobilepay.dk',
  'vipps.no',
  'getswish.se',
  'blik.com',
  'bancontact.com',
  'giropay.de',
  'ideal.nl',
  'eps-ueberweisung.at',
  'pay.google.com',
  'braintreegateway.com',
  'checkout.com',
  'worldpay.com',
] as const;

/** Search engines by host, any country domain. */
export const SEARCH_ENGINE_HOST_PATTERNS: readonly RegExp[] = [
  /(^|\.)google(\.[a-z]{2,3}){1,2}$/,
  /^com\.google\.android\.googlequicksearchbox$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)yahoo(\.[a-z]{2,3}){1,2}$/,
  /(^|\.)yandex(\.[a-z]{2,3}){1,2}$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)seznam\.cz$/,
  /(^|\.)qwant\.com$/,
  /(^|\.)startpage\.com$/,
  /^search\.brave\.com$/,
  /(^|\.)naver\.com$/,
  /(^|\.)ask\.com$/,
];

export type ReferrerKind = 'shop' | 'paymentProvider' | 'searchEngine' | 'other';

/** Where a visit came from; `none` for a direct visit or a referrer without a host. */
export type Referrer = { readonly kind: 'none' } | { readonly kind: ReferrerKind; readonly host: string };

const withoutWww = (host: string) => host.replace(/^www\./, '');

/** Who sent the visitor: payment providers are checked before search engines (pay.google.com is not a search). */
export const classifyReferrer = (referrer: string | undefined, shopOrigin: string): Referrer => {
  const host = urlHost(referrer ?? '');
  if (host === undefined) return { kind: 'none' };
  const shopHost = urlHost(shopOrigin);
  if (shopHost !== undefined && isHostWithin(withoutWww(host), withoutWww(shopHost))) return { kind: 'shop', host };
  if (PAYMENT_PROVIDER_HOSTS.some((domain) => isHostWithin(host, domain))) return { kind: 'paymentProvider', host };
  if (SEARCH_ENGINE_HOST_PATTERNS.some((pattern) => pattern.test(host))) return { kind: 'searchEngine', host };
  return { kind: 'other', host };
};
