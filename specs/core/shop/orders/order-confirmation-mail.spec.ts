import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Cents } from '../../../../core/domain/pricing/money.ts';
import type { Quantity } from '../../../../core/domain/pricing/quantity.ts';
import { newOrderState } from '../../../../core/domain/orders/order-state.ts';
import { LOCALES } from '../../../../core/domain/site/locale.ts';
import { orderConfirmationMail } from '../../../../core/shop/orders/order-confirmation-mail.ts';
import type { NewOrder, OrderPublicId } from '../../../../core/shop/orders/order.ts';
import { aNewOrder } from '../../../support/orders-mother.ts';

const SITE = 'https://shop.example';
const NBSP = '\u00a0';
const zloty = (amount: number) => ({ amount: amount as Cents, currency: 'PLN' as const });

/** A Polish order of two prints and a mug, priced in whole złoty, to be collected at an InPost locker in Warsaw. */
const polishPickupOrder = (): NewOrder =>
  aNewOrder({
    publicId: 'PL-QWER5678' as OrderPublicId,
    store: 'WPX-PL',
    locale: 'pl',
    currency: 'PLN',
    contact: { ...aNewOrder().contact, email: 'jan@example.pl', firstName: 'Jan' } as NewOrder['contact'],
    shippingAddress: {
      line1: 'ul. Długa 5',
      line2: 'm. 4',
      postalCode: '00-238' as never,
      city: 'Warszawa',
      country: 'PL' as never,
    },
    shipment: {
      mode: 'PICKPOINT',
      deliveryMode: 'SEND',
      deliveryMethod: 'PICKPOINT',
      carrier: 'DHL_PARCEL',
      pickupPointId: 'INPOST-PL-01',
    } as NewOrder['shipment'],
    pickupPoint: {
      id: 'INPOST-PL-01',
      name: 'Paczkomat WAW01',
      street: 'ul. Marszałkowska 10',
      postalCode: '00-590',
      city: 'Warszawa',
      country: 'PL',
      openingHours: 'Mon–Fri 09:00–20:00, Sat 10:00–14:00',
      phone: '+48 22 627 41 93',
    } as NewOrder['pickupPoint'],
    totals: { subtotal: zloty(13000), shipping: zloty(1000), discount: zloty(1300), total: zloty(12700) },
    lines: [
      {
        id: 'order-1-01',
        articleId: 102,
        designId: null,
        name: 'Plakat',
        customisation: null,
        quantity: 2 as Quantity,
        unitPrice: zloty(5000),
      },
      {
        id: 'order-1-02',
        articleId: 101,
        designId: null,
        name: 'Kubek',
        customisation: null,
        quantity: 1 as Quantity,
        unitPrice: zloty(3000),
      },
    ],
  });

describe('orderConfirmationMail', () => {
  it('confirms a Spanish order sent to an address, in Spanish, with cents', () => {
    const mail = orderConfirmationMail(aNewOrder(), SITE, 'Estampa');
    const link = `${SITE}/tracking/ES-ABCD1234?shipment_postal_code=28013&shipment_country=ES`;
    expect(mail).toEqual({
      messageId: '<order-confirmation.ES-ABCD1234@shop.example>',
      to: 'ana@example.es',
      subject: 'Tu pedido ES-ABCD1234 en Estampa',
      text: [
        'Hola Ana:',
        '',
        'Gracias por tu pedido. Lo hemos recibido y te avisaremos de cada paso.',
        '',
        'Número de pedido: ES-ABCD1234',
        '',
        `2 × Taza: 25,90${NBSP}€`,
        '',
        `Subtotal: 25,90${NBSP}€`,
        `Envío: 4,95${NBSP}€`,
        `Total: 30,85${NBSP}€`,
        '',
        'Dirección de entrega:',
        'Calle Mayor 1',
        '28013 Madrid',
        'ES',
        '',
        'Sigue tu pedido aquí:',
        link,
        '',
        'El equipo de Estampa',
      ].join('\n'),
      html: expect.stringContaining('<html lang="es"'),
      senderName: 'Estampa',
      headers: { 'Auto-Submitted': 'auto-generated' },
      link,
    });
    // The HTML part says the same: the lines and totals as a table, the tracking link as a button.
    expect(mail.html).toContain(`<th scope="row"`);
    expect(mail.html).toContain(`>2 × Taza</th>`);
    expect(mail.html).toContain(`>Total</th><td`);
    expect(mail.html).toContain(`>Sigue tu pedido aquí</a>`);
    expect(mail.html).toContain(`href="${link.replaceAll('&', '&amp;')}"`);
  });

  it('mails an order priced with decimals exactly as charged, though its store now shows whole units', () => {
    const order = polishPickupOrder();
    const priced = {
      ...order,
      totals: { subtotal: zloty(12950), shipping: zloty(999), discount: zloty(1295), total: zloty(12654) },
      lines: order.lines.map((line, index) => ({ ...line, unitPrice: zloty([4990, 2970][index] ?? 0) })),
    };
    const { text } = orderConfirmationMail(priced, SITE, 'Estampa');
    expect(text).toContain([`2 × Plakat: 99,80${NBSP}zł`, `1 × Kubek: 29,70${NBSP}zł`].join('\n'));
    expect(text).toContain(`Razem: 126,54${NBSP}zł`);
  });

  it('sends a Polish order to its pickup point: whole złoty, the point and its hours in Polish', () => {
    const mail = orderConfirmationMail(polishPickupOrder(), SITE, 'Estampa');
    expect(mail.to).toBe('jan@example.pl');
    expect(mail.subject).toBe('Twoje zamówienie PL-QWER5678 w Estampa');
    expect(mail.text).toContain(
      [`2 × Plakat: 100${NBSP}zł`, `1 × Kubek: 30${NBSP}zł`, '', `Suma częściowa: 130${NBSP}zł`].join('\n'),
    );
    expect(mail.text).toContain([`Dostawa: 10${NBSP}zł`, `Rabat: −13${NBSP}zł`, `Razem: 127${NBSP}zł`].join('\n'));
    expect(mail.text).toContain(
      [
        'Odbierz paczkę w:',
        'Paczkomat WAW01',
        'ul. Marszałkowska 10',
        '00-590 Warszawa',
        'Godziny otwarcia: pon.–pt. 09:00–20:00 i sob. 10:00–14:00',
        'Telefon: +48 22 627 41 93',
      ].join('\n'),
    );
    // The pickup point replaces the shipping address, which only fills in the tracking link.
    expect(mail.text).not.toContain('ul. Długa 5');
    expect(mail.link).toBe(`${SITE}/tracking/PL-QWER5678?shipment_postal_code=00-238&shipment_country=PL`);
  });

  it('leaves out the opening hours and phone of a pickup point whose carrier gave none', () => {
    const order = polishPickupOrder();
    const point = { ...(order.pickupPoint as NonNullable<NewOrder['pickupPoint']>), openingHours: null, phone: null };
    const mail = orderConfirmationMail({ ...order, pickupPoint: point }, SITE, 'Estampa');
    expect(mail.text).toContain(
      ['Odbierz paczkę w:', 'Paczkomat WAW01', 'ul. Marszałkowska 10', '00-590 Warszawa', ''].join('\n'),
    );
    expect(mail.text).not.toContain('Godziny otwarcia');
    expect(mail.text).not.toContain('Telefon');
  });

  it('writes the address’s second line when there is one', () => {
    const order = polishPickupOrder();
    const mail = orderConfirmationMail({ ...order, pickupPoint: null }, SITE, 'Estampa');
    expect(mail.text).toContain(['Adres dostawy:', 'ul. Długa 5', 'm. 4', '00-238 Warszawa', 'PL'].join('\n'));
  });

  it('builds every link on the configured origin and speaks every language', () => {
    fc.assert(
      fc.property(
        fc.webUrl({ withQueryParameters: false, withFragments: false }).map((url) => new URL(url).origin),
        fc.constantFrom(...LOCALES),
        (origin, locale) => {
          const mail = orderConfirmationMail(aNewOrder({ locale }), origin, 'Estampa');
          expect(mail.link?.startsWith(`${origin}/tracking/ES-ABCD1234?`)).toBe(true);
          expect(mail.text).toContain(`ES-ABCD1234`);
          expect(mail.text.split('\n')).toContain(mail.link);
        },
      ),
    );
  });

  it('has its own texts in each of the 8 languages', () => {
    const subjects = LOCALES.map((locale) => orderConfirmationMail(aNewOrder({ locale }), SITE, 'Estampa').subject);
    expect(new Set(subjects).size).toBe(LOCALES.length);
  });

  describe('when the payment still waits on the shopper', () => {
    const byTransfer = (overrides: Partial<NewOrder> = {}) =>
      aNewOrder({ paymentMethod: 'BANK_TRANSFER', state: newOrderState('TRANSFER'), ...overrides });

    it('tells a bank transfer’s payer the amount, the order number as reference, and that work starts on arrival', () => {
      const mail = orderConfirmationMail(byTransfer(), SITE, 'Estampa');
      const owed =
        `Tu pedido espera tu pago: haz una transferencia de 30,85${NBSP}€ a la cuenta que te mostramos al hacer el ` +
        'pedido, con el número de pedido ES-ABCD1234 como concepto. En cuanto llegue el dinero, empezamos con tu ' +
        'pedido y te escribimos.';
      expect(mail.text).toContain(
        ['Gracias por tu pedido. Lo hemos recibido y te avisaremos de cada paso.', '', owed, '', 'Número'].join('\n'),
      );
      expect(mail.html).toContain(`<p style="margin:0 0 16px">${owed}</p>`);
    });

    it('tells a Multibanco payer to pay the reference shown at checkout within 3 days', () => {
      const mail = orderConfirmationMail(
        byTransfer({ paymentMethod: 'MULTIBANCO', locale: 'pt', store: 'WPX-PT' }),
        SITE,
        'Estampa',
      );
      expect(mail.text).toContain('A sua encomenda aguarda o pagamento: pague 30,85');
      expect(mail.text).toContain('Multibanco indicadas quando fez a encomenda, no prazo de 3 dias.');
    });

    it('says it in each of the 8 languages, and nothing of the kind for a card, a billing account or a paid transfer', () => {
      const owed = LOCALES.map((locale) => {
        const { text } = orderConfirmationMail(byTransfer({ locale }), SITE, 'Estampa');
        const plain = orderConfirmationMail(aNewOrder({ locale }), SITE, 'Estampa').text;
        return text.split('\n\n').find((paragraph) => !plain.includes(paragraph) && paragraph.includes('ES-ABCD1234'));
      });
      expect(new Set(owed).size).toBe(LOCALES.length);
      const byReference = LOCALES.map(
        (locale) => orderConfirmationMail(byTransfer({ locale, paymentMethod: 'MULTIBANCO' }), SITE, 'Estampa').text,
      );
      expect(new Set(byReference).size).toBe(LOCALES.length);
      for (const text of byReference) expect(text).toMatch(/Multibanco/);
      for (const text of owed) expect(text).toContain(`30,85${NBSP}€`);
      const card = orderConfirmationMail(aNewOrder(), SITE, 'Estampa').text;
      const billing = orderConfirmationMail(
        aNewOrder({ paymentMethod: 'BILLING_ACCOUNT', state: newOrderState('BANK_RECEIPT') }),
        SITE,
        'Estampa',
      ).text;
      const paid = orderConfirmationMail(
        byTransfer({ state: { ...newOrderState('TRANSFER'), payment: { kind: 'TRANSFER', status: 'PAID' } } }),
        SITE,
        'Estampa',
      ).text;
      for (const text of [card, billing, paid]) expect(text).not.toContain('espera tu pago');
    });
  });
});
