import type { Money } from '../../domain/pricing/money.ts';
import { multiplyMoney } from '../../domain/pricing/money.ts';
import { formatMoney } from '../../domain/pricing/price-format.ts';
import { localizedOpeningHours } from '../../domain/shipments/opening-hours.ts';
import type { Locale } from '../../domain/site/locale.ts';
import { storeFor } from '../../domain/site/stores.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph, rows } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import { eventMessageId } from '../mail/message-id.ts';
import type { NewOrder } from './order.ts';

type ConfirmationTexts = {
  readonly subject: (brand: string, publicId: string) => string;
  readonly greeting: (name: string) => string;
  readonly intro: string;
  readonly orderNumber: string;
  readonly subtotal: string;
  readonly shipping: string;
  readonly discount: string;
  readonly total: string;
  readonly deliverTo: string;
  readonly pickupAt: string;
  readonly openingHours: string;
  readonly track: string;
  readonly signature: (brand: string) => string;
};

const TEXTS: { readonly [L in Locale]: ConfirmationTexts } = {
  en: {
    subject: (brand, id) => `Your ${brand} order ${id}`,
    greeting: (name) => `Hello ${name},`,
    intro: 'Thank you for your order. We have received it and will let you know as it moves along.',
    orderNumber: 'Order number',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    discount: 'Discount',
    total: 'Total',
    deliverTo: 'Delivery address:',
    pickupAt: 'Collect your parcel at:',
    openingHours: 'Opening hours',
    track: 'Follow your order here:',
    signature: (brand) => `The ${brand} team`,
  },
  es: {
    subject: (brand, id) => `Tu pedido ${id} en ${brand}`,
    greeting: (name) => `Hola ${name}:`,
    intro: 'Gracias por tu pedido. Lo hemos recibido y te avisaremos de cada paso.',
    orderNumber: 'Número de pedido',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    discount: 'Descuento',
    total: 'Total',
    deliverTo: 'Dirección de entrega:',
    pickupAt: 'Recoge tu paquete en:',
    openingHours: 'Horario',
    track: 'Sigue tu pedido aquí:',
    signature: (brand) => `El equipo de ${brand}`,
  },
  pl: {
    subject: (brand, id) => `Twoje zamówienie ${id} w ${brand}`,
    greeting: (name) => `Dzień dobry ${name},`,
    intro: 'Dziękujemy za zamówienie. Otrzymaliśmy je i będziemy informować o jego postępach.',
    orderNumber: 'Numer zamówienia',
    subtotal: 'Suma częściowa',
    shipping: 'Dostawa',
    discount: 'Rabat',
    total: 'Razem',
    deliverTo: 'Adres dostawy:',
    pickupAt: 'Odbierz paczkę w:',
    openingHours: 'Godziny otwarcia',
    track: 'Śledź swoje zamówienie tutaj:',
    signature: (brand) => `Zespół ${brand}`,
  },
  it: {
    subject: (brand, id) => `Il tuo ordine ${id} su ${brand}`,
    greeting: (name) => `Ciao ${name},`,
    intro: 'Grazie per il tuo ordine. Lo abbiamo ricevuto e ti terremo aggiornato a ogni passo.',
    orderNumber: 'Numero d’ordine',
    subtotal: 'Subtotale',
    shipping: 'Spedizione',
    discount: 'Sconto',
    total: 'Totale',
    deliverTo: 'Indirizzo di consegna:',
    pickupAt: 'Ritira il pacco presso:',
    openingHours: 'Orari di apertura',
    track: 'Segui il tuo ordine qui:',
    signature: (brand) => `Il team di ${brand}`,
  },
  da: {
    subject: (brand, id) => `Din ordre ${id} hos ${brand}`,
    greeting: (name) => `Hej ${name}`,
    intro: 'Tak for din ordre. Vi har modtaget den og holder dig orienteret undervejs.',
    orderNumber: 'Ordrenummer',
    subtotal: 'Subtotal',
    shipping: 'Fragt',
    discount: 'Rabat',
    total: 'I alt',
    deliverTo: 'Leveringsadresse:',
    pickupAt: 'Hent din pakke hos:',
    openingHours: 'Åbningstider',
    track: 'Følg din ordre her:',
    signature: (brand) => `Holdet hos ${brand}`,
  },
  fr: {
    subject: (brand, id) => `Votre commande ${id} chez ${brand}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Merci pour votre commande. Nous l’avons bien reçue et vous tiendrons informé à chaque étape.',
    orderNumber: 'Numéro de commande',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    discount: 'Remise',
    total: 'Total',
    deliverTo: 'Adresse de livraison :',
    pickupAt: 'Retirez votre colis à :',
    openingHours: 'Horaires d’ouverture',
    track: 'Suivez votre commande ici :',
    signature: (brand) => `L’équipe ${brand}`,
  },
  pt: {
    subject: (brand, id) => `A sua encomenda ${id} na ${brand}`,
    greeting: (name) => `Olá ${name},`,
    intro: 'Obrigado pela sua encomenda. Recebemo-la e iremos mantê-lo informado a cada passo.',
    orderNumber: 'Número da encomenda',
    subtotal: 'Subtotal',
    shipping: 'Envio',
    discount: 'Desconto',
    total: 'Total',
    deliverTo: 'Morada de entrega:',
    pickupAt: 'Levante a sua encomenda em:',
    openingHours: 'Horário',
    track: 'Acompanhe a sua encomenda aqui:',
    signature: (brand) => `A equipa ${brand}`,
  },
  cs: {
    subject: (brand, id) => `Vaše objednávka ${id} v ${brand}`,
    greeting: (name) => `Dobrý den, ${name},`,
    intro: 'Děkujeme za vaši objednávku. Přijali jsme ji a budeme vás informovat o jejím průběhu.',
    orderNumber: 'Číslo objednávky',
    subtotal: 'Mezisoučet',
    shipping: 'Doprava',
    discount: 'Sleva',
    total: 'Celkem',
    deliverTo: 'Doručovací adresa:',
    pickupAt: 'Zásilku si vyzvedněte na:',
    openingHours: 'Otevírací doba',
    track: 'Sledujte svou objednávku zde:',
    signature: (brand) => `Tým ${brand}`,
  },
};

/** The public tracking page of the order, filled in with what tracking asks for (its shipment's postal code and country). */
export const orderTrackingLink = (order: NewOrder, siteUrl: string): string =>
  `${siteUrl}/tracking/${encodeURIComponent(order.publicId)}?shipment_postal_code=${encodeURIComponent(
    order.shippingAddress.postalCode,
  )}&shipment_country=${encodeURIComponent(order.shippingAddress.country)}`;

/** Where the parcel goes: the pickup point with its hours when one was chosen, else the shipping address. */
const destinationOf = (order: NewOrder, texts: ConfirmationTexts, languageTag: string): readonly string[] => {
  const point = order.pickupPoint;
  if (point === null) {
    const address = order.shippingAddress;
    return [
      texts.deliverTo,
      address.line1,
      ...(address.line2 === null ? [] : [address.line2]),
      `${address.postalCode} ${address.city}`,
      address.country,
    ];
  }
  return [
    texts.pickupAt,
    point.name,
    point.street,
    `${point.postalCode} ${point.city}`,
    ...(point.openingHours === null
      ? []
      : [`${texts.openingHours}: ${localizedOpeningHours(point.openingHours, languageTag)}`]),
  ];
};

/** The order confirmation, in the order's language, with its money exactly as charged. */
/** `brand` is the name the order's store goes by now. */
export const orderConfirmationMail = (order: NewOrder, siteUrl: string, brand: string): MailMessage => {
  const store = storeFor(order.store);
  const texts = TEXTS[order.locale];
  // The amounts are already in the unit the store showed when it priced the order: shown exactly, as charged.
  const style = { locale: store.languageTag, withDecimals: true };
  const money = (value: Money) => formatMoney(value, style);
  const { totals } = order;
  const link = orderTrackingLink(order, siteUrl);
  return composeMail(
    {
      messageId: eventMessageId('order-confirmation', order.publicId, link),
      to: order.contact.email,
      subject: texts.subject(brand, order.publicId),
      link,
    },
    {
      lang: order.locale,
      look: store.brand,
      brandName: brand,
      greeting: texts.greeting(order.contact.firstName),
      blocks: [
        paragraph(texts.intro),
        rows([texts.orderNumber, order.publicId]),
        rows(
          ...order.lines.map((line): [string, string] => [
            `${line.quantity} × ${line.name}`,
            money(multiplyMoney(line.unitPrice, line.quantity)),
          ]),
        ),
        rows(
          [texts.subtotal, money(totals.subtotal)],
          [texts.shipping, money(totals.shipping)],
          ...(totals.discount.amount > 0 ? [[texts.discount, `−${money(totals.discount)}`] as const] : []),
          [texts.total, money(totals.total)],
        ),
        paragraph(...destinationOf(order, texts, store.languageTag)),
        action(texts.track, link),
      ],
      signature: texts.signature(brand),
    },
  );
};
