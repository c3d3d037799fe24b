import type { Money } from '../../domain/pricing/money.ts';
import { multiplyMoney } from '../../domain/pricing/money.ts';
import { formatMoney } from '../../domain/pricing/price-format.ts';
import { localizedOpeningHours } from '../../domain/shipments/opening-hours.ts';
import type { Locale } from '../../domain/site/locale.ts';
import { storeFor } from '../../domain/site/stores.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph, rows, type MailBlock } from '../mail/mail-content.ts';
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
  readonly phone: string;
  readonly track: string;
  readonly signature: (brand: string) => string;
  /** A bank transfer still owed: the amount, the order number as its reference, and that work starts on arrival. */
  readonly payByTransfer: (total: string, id: string) => string;
  /** A payment reference (Multibanco) still owed: the details were shown at checkout and last 3 days. */
  readonly payByReference: (total: string) => string;
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
    phone: 'Phone',
    track: 'Follow your order here:',
    payByTransfer: (total, id) =>
      `Your order is waiting for your payment: please transfer ${total} to the account shown when you placed the order, with the order number ${id} as the reference. We start on your order, and write to you, as soon as the money arrives.`,
    payByReference: (total) =>
      `Your order is waiting for your payment: please pay ${total} with the Multibanco entity and reference shown when you placed the order, within 3 days. We start on your order, and write to you, as soon as the payment arrives.`,
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
    phone: 'Teléfono',
    track: 'Sigue tu pedido aquí:',
    payByTransfer: (total, id) =>
      `Tu pedido espera tu pago: haz una transferencia de ${total} a la cuenta que te mostramos al hacer el pedido, con el número de pedido ${id} como concepto. En cuanto llegue el dinero, empezamos con tu pedido y te escribimos.`,
    payByReference: (total) =>
      `Tu pedido espera tu pago: paga ${total} con la entidad y la referencia Multibanco que te mostramos al hacer el pedido, en un plazo de 3 días. En cuanto llegue el pago, empezamos con tu pedido y te escribimos.`,
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
    phone: 'Telefon',
    track: 'Śledź swoje zamówienie tutaj:',
    payByTransfer: (total, id) =>
      `Twoje zamówienie czeka na płatność: przelej ${total} na konto podane przy składaniu zamówienia, wpisując numer zamówienia ${id} w tytule przelewu. Gdy tylko pieniądze dotrą, zajmiemy się zamówieniem i napiszemy do Ciebie.`,
    payByReference: (total) =>
      `Twoje zamówienie czeka na płatność: zapłać ${total}, używając podmiotu i numeru referencyjnego Multibanco podanych przy składaniu zamówienia, w ciągu 3 dni. Gdy tylko płatność dotrze, zajmiemy się zamówieniem i napiszemy do Ciebie.`,
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
    phone: 'Telefono',
    track: 'Segui il tuo ordine qui:',
    payByTransfer: (total, id) =>
      `Il tuo ordine attende il pagamento: fai un bonifico di ${total} sul conto indicato quando hai effettuato l’ordine, con il numero d’ordine ${id} come causale. Appena arriva il denaro, iniziamo a lavorare al tuo ordine e ti scriviamo.`,
    payByReference: (total) =>
      `Il tuo ordine attende il pagamento: paga ${total} con l’entità e il riferimento Multibanco indicati quando hai effettuato l’ordine, entro 3 giorni. Appena arriva il pagamento, iniziamo a lavorare al tuo ordine e ti scriviamo.`,
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
    phone: 'Telefon',
    track: 'Følg din ordre her:',
    payByTransfer: (total, id) =>
      `Din ordre venter på din betaling: overfør ${total} til den konto, der blev vist, da du bestilte, med ordrenummeret ${id} som reference. Så snart pengene er modtaget, går vi i gang med din ordre og skriver til dig.`,
    payByReference: (total) =>
      `Din ordre venter på din betaling: betal ${total} med den Multibanco-enhed og -reference, der blev vist, da du bestilte, inden for 3 dage. Så snart betalingen er modtaget, går vi i gang med din ordre og skriver til dig.`,
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
    phone: 'Téléphone',
    track: 'Suivez votre commande ici :',
    payByTransfer: (total, id) =>
      `Votre commande attend votre paiement : virez ${total} sur le compte indiqué lors de votre commande, avec le numéro de commande ${id} comme référence. Dès réception des fonds, nous lançons votre commande et vous écrivons.`,
    payByReference: (total) =>
      `Votre commande attend votre paiement : payez ${total} avec l’entité et la référence Multibanco indiquées lors de votre commande, sous 3 jours. Dès réception du paiement, nous lançons votre commande et vous écrivons.`,
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
    phone: 'Telefone',
    track: 'Acompanhe a sua encomenda aqui:',
    payByTransfer: (total, id) =>
      `A sua encomenda aguarda o pagamento: transfira ${total} para a conta indicada quando fez a encomenda, com o número da encomenda ${id} como referência. Assim que o dinheiro chegar, tratamos da sua encomenda e escrevemos-lhe.`,
    payByReference: (total) =>
      `A sua encomenda aguarda o pagamento: pague ${total} com a entidade e a referência Multibanco indicadas quando fez a encomenda, no prazo de 3 dias. Assim que o pagamento chegar, tratamos da sua encomenda e escrevemos-lhe.`,
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
    phone: 'Telefon',
    track: 'Sledujte svou objednávku zde:',
    payByTransfer: (total, id) =>
      `Vaše objednávka čeká na platbu: převeďte prosím ${total} na účet uvedený při objednání a do zprávy pro příjemce uveďte číslo objednávky ${id}. Jakmile peníze dorazí, pustíme se do objednávky a napíšeme vám.`,
    payByReference: (total) =>
      `Vaše objednávka čeká na platbu: zaplaťte prosím ${total} pomocí subjektu a reference Multibanco uvedených při objednání, a to do 3 dnů. Jakmile platba dorazí, pustíme se do objednávky a napíšeme vám.`,
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
    ...(point.phone === null ? [] : [`${texts.phone}: ${point.phone}`]),
  ];
};

/** What a shopper still has to pay and how, for an order whose payment waits on them; nothing once it is settled. */
const paymentOwed = (order: NewOrder, texts: ConfirmationTexts, total: string): readonly MailBlock[] => {
  const { payment } = order.state;
  if (payment.kind !== 'TRANSFER' || payment.status !== 'PENDING') return [];
  return [
    paragraph(
      order.paymentMethod === 'MULTIBANCO' ? texts.payByReference(total) : texts.payByTransfer(total, order.publicId),
    ),
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
        ...paymentOwed(order, texts, money(totals.total)),
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
