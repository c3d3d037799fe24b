import type { Locale } from '../../domain/site/locale.ts';
import { storeFor } from '../../domain/site/stores.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph, quote } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';
import type { Ticket } from '../../domain/tickets/ticket.ts';

type ReplyMailTexts = {
  readonly subject: (publicId: string, subject: string) => string;
  readonly greeting: (name: string) => string;
  readonly intro: string;
  /** For a customer: where the conversation continues. */
  readonly continueInAccount: string;
  /** For a guest, who has no account area: how to follow up. */
  readonly continueAsGuest: (publicId: string) => string;
  readonly signature: (brand: string) => string;
};

const TEXTS: { readonly [L in Locale]: ReplyMailTexts } = {
  en: {
    subject: (id, subject) => `Re: ${subject} [ticket ${id}]`,
    greeting: (name) => `Hello ${name},`,
    intro: 'Our support team has answered your message:',
    continueInAccount: 'You can read the whole conversation and reply in your account:',
    continueAsGuest: (id) => `To follow up, write to us through the contact form and quote ticket ${id}:`,
    signature: (brand) => `The ${brand} support team`,
  },
  es: {
    subject: (id, subject) => `Re: ${subject} [consulta ${id}]`,
    greeting: (name) => `Hola ${name}:`,
    intro: 'Nuestro equipo de atención al cliente ha respondido a tu mensaje:',
    continueInAccount: 'Puedes leer toda la conversación y responder desde tu cuenta:',
    continueAsGuest: (id) =>
      `Si necesitas algo más, escríbenos desde el formulario de contacto indicando la consulta ${id}:`,
    signature: (brand) => `El equipo de atención al cliente de ${brand}`,
  },
  pl: {
    subject: (id, subject) => `Re: ${subject} [zgłoszenie ${id}]`,
    greeting: (name) => `Dzień dobry ${name},`,
    intro: 'Nasz zespół obsługi klienta odpowiedział na Twoją wiadomość:',
    continueInAccount: 'Całą rozmowę możesz przeczytać i na nią odpowiedzieć na swoim koncie:',
    continueAsGuest: (id) =>
      `Aby kontynuować, napisz do nas przez formularz kontaktowy i podaj numer zgłoszenia ${id}:`,
    signature: (brand) => `Zespół obsługi klienta ${brand}`,
  },
  it: {
    subject: (id, subject) => `Re: ${subject} [richiesta ${id}]`,
    greeting: (name) => `Ciao ${name},`,
    intro: 'Il nostro servizio clienti ha risposto al tuo messaggio:',
    continueInAccount: 'Puoi leggere tutta la conversazione e rispondere dal tuo account:',
    continueAsGuest: (id) => `Per continuare, scrivici dal modulo di contatto indicando la richiesta ${id}:`,
    signature: (brand) => `Il servizio clienti di ${brand}`,
  },
  da: {
    subject: (id, subject) => `Sv: ${subject} [sag ${id}]`,
    greeting: (name) => `Hej ${name}`,
    intro: 'Vores kundeservice har svaret på din besked:',
    continueInAccount: 'Du kan læse hele samtalen og svare på din konto:',
    continueAsGuest: (id) => `Skriv til os via kontaktformularen og oplys sag ${id}, hvis du vil følge op:`,
    signature: (brand) => `Kundeservice hos ${brand}`,
  },
  fr: {
    subject: (id, subject) => `Re : ${subject} [demande ${id}]`,
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Notre service client a répondu à votre message :',
    continueInAccount: 'Vous pouvez lire toute la conversation et répondre depuis votre compte :',
    continueAsGuest: (id) =>
      `Pour donner suite, écrivez-nous via le formulaire de contact en indiquant la demande ${id} :`,
    signature: (brand) => `Le service client ${brand}`,
  },
  pt: {
    subject: (id, subject) => `Re: ${subject} [pedido de ajuda ${id}]`,
    greeting: (name) => `Olá ${name},`,
    intro: 'A nossa equipa de apoio ao cliente respondeu à sua mensagem:',
    continueInAccount: 'Pode ler toda a conversa e responder na sua conta:',
    continueAsGuest: (id) => `Para dar seguimento, escreva-nos pelo formulário de contacto indicando o pedido ${id}:`,
    signature: (brand) => `A equipa de apoio ao cliente ${brand}`,
  },
  cs: {
    subject: (id, subject) => `Re: ${subject} [dotaz ${id}]`,
    greeting: (name) => `Dobrý den, ${name},`,
    intro: 'Náš zákaznický servis odpověděl na vaši zprávu:',
    continueInAccount: 'Celou konverzaci si můžete přečíst a odpovědět ve svém účtu:',
    continueAsGuest: (id) => `Pokud chcete pokračovat, napište nám přes kontaktní formulář a uveďte dotaz ${id}:`,
    signature: (brand) => `Zákaznický servis ${brand}`,
  },
};

/** The e-mail that brings a support reply to the shopper, in `locale` (their store's language). */
/** `brand` is the name the ticket's store goes by now. */
export const ticketReplyMail = (
  ticket: Ticket,
  reply: string,
  siteUrl: string,
  locale: Locale,
  brand: string,
): MailMessage => {
  const texts = TEXTS[locale];
  const link = ticket.customerId === null ? `${siteUrl}/contact` : `${siteUrl}/accounts/tickets`;
  // A person wrote the reply and the shopper may answer it: no Auto-Submitted header (docs/decisions/mail.md).
  return composeMail(
    { to: ticket.email, subject: texts.subject(ticket.publicId, ticket.subject), link, automatic: false },
    {
      lang: locale,
      look: storeFor(ticket.store).brand,
      brandName: brand,
      greeting: texts.greeting(ticket.name),
      blocks: [
        paragraph(texts.intro),
        quote(reply),
        action(ticket.customerId === null ? texts.continueAsGuest(ticket.publicId) : texts.continueInAccount, link),
      ],
      signature: texts.signature(brand),
    },
  );
};
