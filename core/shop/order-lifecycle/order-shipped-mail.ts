import { CARRIER_NAMES, type Carrier } from '../../domain/shipments/carrier.ts';
import { carrierTrackingUrl } from '../../domain/shipments/carrier-tracking-page.ts';
import type { Locale } from '../../domain/site/locale.ts';
import { storeFor, type StoreSlug } from '../../domain/site/stores.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import { eventMessageId } from '../mail/message-id.ts';

type ShippedTexts = {
  readonly subject: (brand: string, publicId: string) => string;
  readonly greeting: (name: string) => string;
  readonly onItsWay: (publicId: string, carrier: string) => string;
  readonly follow: (trackingNumber: string) => string;
  readonly signature: (brand: string) => string;
};

const TEXTS: { readonly [L in Locale]: ShippedTexts } = {
  en: {
    subject: (brand, id) => `Your ${brand} order ${id} is on its way`,
    greeting: (name) => `Hello ${name},`,
    onItsWay: (id, carrier) => `Your order ${id} is on its way with ${carrier}.`,
    follow: (number) => `Follow parcel ${number} on the carrier's page:`,
    signature: (brand) => `The ${brand} team`,
  },
  es: {
    subject: (brand, id) => `Tu pedido ${id} en ${brand} está en camino`,
    greeting: (name) => `Hola ${name}:`,
    onItsWay: (id, carrier) => `Tu pedido ${id} está en camino con ${carrier}.`,
    follow: (number) => `Sigue el envío ${number} en la página del transportista:`,
    signature: (brand) => `El equipo de ${brand}`,
  },
  pl: {
    subject: (brand, id) => `Twoje zamówienie ${id} w ${brand} jest w drodze`,
    greeting: (name) => `Dzień dobry ${name},`,
    onItsWay: (id, carrier) => `Twoje zamówienie ${id} jest w drodze z ${carrier}.`,
    follow: (number) => `Śledź przesyłkę ${number} na stronie przewoźnika:`,
    signature: (brand) => `Zespół ${brand}`,
  },
  it: {
    subject: (brand, id) => `Il tuo ordine ${id} su ${brand} è in viaggio`,
    greeting: (name) => `Ciao ${name},`,
    onItsWay: (id, carrier) => `Il tuo ordine ${id} è in viaggio con ${carrier}.`,
    follow: (number) => `Segui la spedizione ${number} sulla pagina del corriere:`,
    signature: (brand) => `Il team di ${brand}`,
  },
  da: {
    subject: (brand, id) => `Din ordre ${id} hos ${brand} er på vej`,
    greeting: (name) => `Hej ${name}`,
    onItsWay: (id, carrier) => `Din ordre ${id} er på vej med ${carrier}.`,
    follow: (number) => `Følg pakke ${number} på fragtfirmaets side:`,
    signature: (brand) => `Holdet hos ${brand}`,
  },
  fr: {
    subject: (brand, id) => `Votre commande ${id} chez ${brand} est en route`,
    greeting: (name) => `Bonjour ${name},`,
    onItsWay: (id, carrier) => `Votre commande ${id} est en route avec ${carrier}.`,
    follow: (number) => `Suivez le colis ${number} sur la page du transporteur :`,
    signature: (brand) => `L’équipe ${brand}`,
  },
  pt: {
    subject: (brand, id) => `A sua encomenda ${id} na ${brand} está a caminho`,
    greeting: (name) => `Olá ${name},`,
    onItsWay: (id, carrier) => `A sua encomenda ${id} está a caminho com a ${carrier}.`,
    follow: (number) => `Siga o envio ${number} na página da transportadora:`,
    signature: (brand) => `A equipa ${brand}`,
  },
  cs: {
    subject: (brand, id) => `Vaše objednávka ${id} v ${brand} je na cestě`,
    greeting: (name) => `Dobrý den, ${name},`,
    onItsWay: (id, carrier) => `Vaše objednávka ${id} je na cestě s dopravcem ${carrier}.`,
    follow: (number) => `Sledujte zásilku ${number} na stránce dopravce:`,
    signature: (brand) => `Tým ${brand}`,
  },
};

/** A shipped order as its "on its way" mail addresses it, in the order's language. */
export type ShippedOrder = {
  readonly publicId: string;
  readonly email: string;
  readonly firstName: string;
  readonly locale: Locale;
  readonly carrier: Carrier;
  readonly trackingNumber: string;
};

/**
 * The mail sent when an order is shipped: the carrier, and the tracking number as a link to the carrier's page;
 * `siteUrl` is the order's store's own, whose host names the mail like every event mail of the store.
 */
export const orderShippedMail = (
  order: ShippedOrder & { readonly store: StoreSlug },
  brand: string,
  siteUrl: string,
): MailMessage => {
  const texts = TEXTS[order.locale];
  const link = carrierTrackingUrl(order.carrier, order.trackingNumber);
  return composeMail(
    {
      // One mail per parcel number: shipped again after a failed delivery with a new number, the customer hears again.
      messageId: eventMessageId('order-shipped', `${order.publicId}.${order.trackingNumber}`, siteUrl),
      to: order.email,
      subject: texts.subject(brand, order.publicId),
      link,
    },
    {
      lang: order.locale,
      look: storeFor(order.store).brand,
      brandName: brand,
      greeting: texts.greeting(order.firstName),
      blocks: [
        paragraph(texts.onItsWay(order.publicId, CARRIER_NAMES[order.carrier])),
        action(texts.follow(order.trackingNumber), link),
      ],
      signature: texts.signature(brand),
    },
  );
};
