import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyReferrer, PAYMENT_PROVIDER_HOSTS } from '../../../../core/domain/marketing/referrer.ts';

const shop = 'https://www.estampa.example';

describe('referrer classification (spec section 9)', () => {
  it('no referrer, or one without a host, is none', () => {
    expect(classifyReferrer(undefined, shop)).toEqual({ kind: 'none' });
    expect(classifyReferrer('', shop)).toEqual({ kind: 'none' });
    expect(classifyReferrer('about:blank', shop)).toEqual({ kind: 'none' });
  });

  it('the shop itself, with or without www, and its subdomains', () => {
    expect(classifyReferrer('https://www.estampa.example/cart', shop)).toMatchObject({ kind: 'shop' });
    expect(classifyReferrer('https://estampa.example/', shop)).toMatchObject({ kind: 'shop' });
    expect(classifyReferrer('https://help.estampa.example/', shop)).toMatchObject({ kind: 'shop' });
    expect(classifyReferrer('https://estampa.example/', 'https://estampa.example')).toMatchObject({ kind: 'shop' });
    expect(classifyReferrer('https://notestampa.example/', shop)).toEqual({
      kind: 'other',
      host: 'notestampa.example',
    });
  });

  it.each([
    'https://www.paypal.com/checkoutnow?token=x',
    'https://checkout.stripe.com/c/pay/cs_test',
    'https://sis.redsys.es/sis/realizarPago',
    'https://checkoutshopper-live.adyen.com/',
    'https://pay.klarna.com/eu/x',
    'https://spg.sibsgateway.com/',
    'https://secure.przelewy24.pl/trnRequest',
    'https://pay.google.com/gp/p/ui/pay',
  ])('payment provider: %s', (referrer) => {
    expect(classifyReferrer(referrer, shop).kind).toBe('paymentProvider');
  });

  it.each([
    'https://www.google.com/',
    'https://www.google.es/',
    'https://www.google.co.uk/',
    'android-app://com.google.android.googlequicksearchbox/',
    'https://www.bing.com/search?q=taza',
    'https://duckduckgo.com/',
    'https://es.search.yahoo.com/',
    'https://yandex.ru/',
    'https://www.ecosia.org/',
    'https://www.baidu.com/',
    'https://search.seznam.cz/',
    'https://www.qwant.com/',
    'https://www.startpage.com/',
    'https://search.brave.com/',
  ])('search engine: %s', (referrer) => {
    expect(classifyReferrer(referrer, shop).kind).toBe('searchEngine');
  });

  it('anything else is an other site, with its host', () => {
    expect(classifyReferrer('https://blog.example/post', shop)).toEqual({ kind: 'other', host: 'blog.example' });
    expect(classifyReferrer('https://paypal.com.evil.example/', shop)).toEqual({
      kind: 'other',
      host: 'paypal.com.evil.example',
    });
  });

  it('a subdomain of any payment provider is a payment provider', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_PROVIDER_HOSTS),
        fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/),
        (host, sub) => {
          expect(classifyReferrer(`https://${sub}.${host}/return`, shop).kind).toBe('paymentProvider');
        },
      ),
    );
  });
});
