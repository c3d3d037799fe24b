import type { Locale } from '../../domain/site/locale.ts';
import type { Store } from '../../domain/site/stores.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import { eventMessageId } from '../mail/message-id.ts';

type InvitationTexts = {
  readonly subject: (brand: string, publicId: string) => string;
  readonly greeting: (name: string) => string;
  readonly delivered: (publicId: string) => string;
  readonly invite: string;
  readonly noSignIn: string;
  readonly signature: (brand: string) => string;
};

const TEXTS: { readonly [L in Locale]: InvitationTexts } = {
  en: {
    subject: (brand, id) => `Your ${brand} order ${id} has been delivered`,
    greeting: (name) => `Hello ${name},`,
    delivered: (id) => `Your order ${id} has been delivered. We hope you enjoy it.`,
    invite: 'Tell other shoppers what you think of it: write a review here.',
    noSignIn: 'The link works for 60 days without signing in.',
    signature: (brand) => `The ${brand} team`,
  },
  es: {
    subject: (brand, id) => `Tu pedido ${id} en ${brand} ha sido entregado`,
    greeting: (name) => `Hola ${name}:`,
    delivered: (id) => `Tu pedido ${id} ha sido entregado. Esperamos que te guste.`,
    invite: 'Cuenta a otros clientes qué te parece: escribe una opinión aquí.',
    noSignIn: 'El enlace funciona durante 60 días sin iniciar sesión.',
    signature: (brand) => `El equipo de ${brand}`,
  },
  pl: {
    subject: (brand, id) => `Twoje zamówienie ${id} w ${brand} zostało dostarczone`,
    greeting: (name) => `Dzień dobry ${name},`,
    delivered: (id) => `Twoje zamówienie ${id} zostało dostarczone. Mamy nadzieję, że się spodoba.`,
    invite: 'Napisz innym klientom, co o nim myślisz: dodaj opinię tutaj.',
    noSignIn: 'Link działa przez 60 dni bez logowania.',
    signature: (brand) => `Zespół ${brand}`,
  },
  it: {
    subject: (brand, id) => `Il tuo ordine ${id} su ${brand} è stato consegnato`,
    greeting: (name) => `Ciao ${name},`,
    delivered: (id) => `Il tuo ordine ${id} è stato consegnato. Speriamo che ti piaccia.`,
    invite: 'Racconta agli altri clienti cosa ne pensi: scrivi una recensione qui.',
    noSignIn: 'Il link funziona per 60 giorni senza accedere.',
    signature: (brand) => `Il team di ${brand}`,
  },
  da: {
    subject: (brand, id) => `Din ordre ${id} hos ${brand} er leveret`,
    greeting: (name) => `Hej ${name}`,
    delivered: (id) => `Din ordre ${id} er leveret. Vi håber, du bliver glad for den.`,
    invite: 'Fortæl andre kunder, hvad du synes: skriv en anmeldelse her.',
    noSignIn: 'Linket virker i 60 dage uden at logge ind.',
    signature: (brand) => `Holdet hos ${brand}`,
  },
  fr: {
    subject: (brand, id) => `Votre commande ${id} chez ${brand} a été livrée`,
    greeting: (name) => `Bonjour ${name},`,
    delivered: (id) => `Votre commande ${id} a été livrée. Nous espérons qu’elle vous plaira.`,
    invite: 'Dites aux autres clients ce que vous en pensez : écrivez un avis ici.',
    noSignIn: 'Le lien fonctionne pendant 60 jours sans vous connecter.',
    signature: (brand) => `L’équipe ${brand}`,
  },
  pt: {
    subject: (brand, id) => `A sua encomenda ${id} na ${brand} foi entregue`,
    greeting: (name) => `Olá ${name},`,
    delivered: (id) => `A sua encomenda ${id} foi entregue. Esperamos que goste.`,
    invite: 'Diga a outros clientes o que achou: escreva uma opinião aqui.',
    noSignIn: 'A ligação funciona durante 60 dias sem iniciar sessão.',
    signature: (brand) => `A equipa ${brand}`,
  },
  cs: {
    subject: (brand, id) => `Vaše objednávka ${id} v ${brand} byla doručena`,
    greeting: (name) => `Dobrý den, ${name},`,
    delivered: (id) => `Vaše objednávka ${id} byla doručena. Doufáme, že se vám bude líbit.`,
    invite: 'Řekněte ostatním zákazníkům, co si o ní myslíte: napište recenzi zde.',
    noSignIn: 'Odkaz funguje 60 dní bez přihlášení.',
    signature: (brand) => `Tým ${brand}`,
  },
};

/** Who receives the delivered order's invitation, and in which store's language. */
export type InvitedOrder = {
  readonly publicId: string;
  readonly email: string;
  readonly firstName: string;
  readonly locale: Locale;
  readonly store: Store;
};

/** The mail sent when an order is delivered: it asks for a review through the order's signed review link. */
export const reviewInvitationMail = (order: InvitedOrder, reviewLink: string, brand: string): MailMessage => {
  const texts = TEXTS[order.locale];
  return composeMail(
    {
      messageId: eventMessageId('review-invitation', order.publicId, reviewLink),
      to: order.email,
      subject: texts.subject(brand, order.publicId),
      link: reviewLink,
    },
    {
      lang: order.locale,
      look: order.store.brand,
      brandName: brand,
      greeting: texts.greeting(order.firstName),
      blocks: [paragraph(texts.delivered(order.publicId)), action(texts.invite, reviewLink, texts.noSignIn)],
      signature: texts.signature(brand),
    },
  );
};
