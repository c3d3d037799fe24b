import type { Locale } from '../../domain/site/locale.ts';
import { storeFor } from '../../domain/site/stores.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import { eventMessageId } from '../mail/message-id.ts';
import type { InvoiceDocument } from './invoice.ts';

type PaymentConfirmedTexts = {
  readonly subject: (brand: string, publicId: string) => string;
  readonly greeting: (name: string) => string;
  readonly intro: (publicId: string) => string;
  readonly invoice: (number: string) => string;
  readonly lifetime: string;
  readonly signature: (brand: string) => string;
};

const TEXTS: { readonly [L in Locale]: PaymentConfirmedTexts } = {
  en: {
    subject: (brand, id) => `Payment received for your ${brand} order ${id}`,
    greeting: (name) => `Hello ${name},`,
    intro: (id) => `We have received your payment for order ${id}. Thank you.`,
    invoice: (number) => `Your invoice ${number} can be downloaded here:`,
    lifetime: 'The link works for 90 days.',
    signature: (brand) => `The ${brand} team`,
  },
  es: {
    subject: (brand, id) => `Hemos recibido el pago de tu pedido ${id} en ${brand}`,
    greeting: (name) => `Hola ${name}:`,
    intro: (id) => `Hemos recibido el pago de tu pedido ${id}. Gracias.`,
    invoice: (number) => `Descarga tu factura ${number} aquí:`,
    lifetime: 'El enlace funciona durante 90 días.',
    signature: (brand) => `El equipo de ${brand}`,
  },
  pl: {
    subject: (brand, id) => `Otrzymaliśmy płatność za zamówienie ${id} w ${brand}`,
    greeting: (name) => `Dzień dobry ${name},`,
    intro: (id) => `Otrzymaliśmy płatność za zamówienie ${id}. Dziękujemy.`,
    invoice: (number) => `Fakturę ${number} pobierzesz tutaj:`,
    lifetime: 'Link działa przez 90 dni.',
    signature: (brand) => `Zespół ${brand}`,
  },
  it: {
    subject: (brand, id) => `Pagamento ricevuto per il tuo ordine ${id} su ${brand}`,
    greeting: (name) => `Ciao ${name},`,
    intro: (id) => `Abbiamo ricevuto il pagamento del tuo ordine ${id}. Grazie.`,
    invoice: (number) => `Scarica la tua fattura ${number} qui:`,
    lifetime: 'Il link funziona per 90 giorni.',
    signature: (brand) => `Il team di ${brand}`,
  },
  da: {
    subject: (brand, id) => `Betaling modtaget for din ordre ${id} hos ${brand}`,
    greeting: (name) => `Hej ${name}`,
    intro: (id) => `Vi har modtaget din betaling for ordre ${id}. Tak.`,
    invoice: (number) => `Hent din faktura ${number} her:`,
    lifetime: 'Linket virker i 90 dage.',
    signature: (brand) => `Holdet hos ${brand}`,
  },
  fr: {
    subject: (brand, id) => `Paiement reçu pour votre commande ${id} chez ${brand}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (id) => `Nous avons bien reçu le paiement de votre commande ${id}. Merci.`,
    invoice: (number) => `Téléchargez votre facture ${number} ici :`,
    lifetime: 'Le lien fonctionne 90 jours.',
    signature: (brand) => `L’équipe ${brand}`,
  },
  pt: {
    subject: (brand, id) => `Pagamento recebido da sua encomenda ${id} na ${brand}`,
    greeting: (name) => `Olá ${name},`,
    intro: (id) => `Recebemos o pagamento da sua encomenda ${id}. Obrigado.`,
    invoice: (number) => `Descarregue a sua fatura ${number} aqui:`,
    lifetime: 'A ligação funciona durante 90 dias.',
    signature: (brand) => `A equipa ${brand}`,
  },
  cs: {
    subject: (brand, id) => `Platba za objednávku ${id} v ${brand} přijata`,
    greeting: (name) => `Dobrý den, ${name},`,
    intro: (id) => `Přijali jsme platbu za objednávku ${id}. Děkujeme.`,
    invoice: (number) => `Fakturu ${number} si stáhněte zde:`,
    lifetime: 'Odkaz platí 90 dní.',
    signature: (brand) => `Tým ${brand}`,
  },
};

/** The payment confirmation in the invoice's language, linking its PDF by `invoiceUrl` (signed, expiring). */
export const paymentConfirmedMail = (
  invoice: InvoiceDocument,
  to: string,
  invoiceUrl: string,
  brand: string,
): MailMessage => {
  const texts = TEXTS[invoice.locale];
  return composeMail(
    {
      messageId: eventMessageId('payment-confirmed', invoice.number, invoiceUrl),
      to,
      subject: texts.subject(brand, invoice.orderPublicId),
      link: invoiceUrl,
    },
    {
      lang: invoice.locale,
      look: storeFor(invoice.store).brand,
      brandName: brand,
      greeting: texts.greeting(invoice.buyer.name),
      blocks: [
        paragraph(texts.intro(invoice.orderPublicId)),
        action(texts.invoice(invoice.number), invoiceUrl),
        paragraph(texts.lifetime),
      ],
      signature: texts.signature(brand),
    },
  );
};
