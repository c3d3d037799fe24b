import type { Locale } from '../../domain/site/locale.ts';
import type { Store } from '../../domain/site/stores.ts';
import { storeFor } from '../../domain/site/stores.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';

type ConfirmationTexts = {
  readonly subject: (brand: string) => string;
  readonly body: (brand: string) => string;
  readonly ignore: string;
  readonly unsubscribe: string;
};

const TEXTS: { readonly [L in Locale]: ConfirmationTexts } = {
  en: {
    subject: (brand) => `Confirm your subscription to the ${brand} newsletter`,
    body: (brand) =>
      `Thank you for signing up for the ${brand} newsletter. Please confirm your e-mail address by opening this link within 7 days:`,
    ignore: 'If you did not sign up, ignore this message and you will not hear from us.',
    unsubscribe: 'To unsubscribe at any time:',
  },
  es: {
    subject: (brand) => `Confirma tu suscripción a la newsletter de ${brand}`,
    body: (brand) =>
      `Gracias por suscribirte a la newsletter de ${brand}. Confirma tu dirección de correo abriendo este enlace en los próximos 7 días:`,
    ignore: 'Si no te has suscrito tú, ignora este mensaje y no volverás a saber de nosotros.',
    unsubscribe: 'Para darte de baja en cualquier momento:',
  },
  pl: {
    subject: (brand) => `Potwierdź subskrypcję newslettera ${brand}`,
    body: (brand) =>
      `Dziękujemy za zapisanie się do newslettera ${brand}. Potwierdź swój adres e-mail, otwierając ten link w ciągu 7 dni:`,
    ignore: 'Jeśli to nie Ty się zapisałeś, zignoruj tę wiadomość — nie będziemy się z Tobą kontaktować.',
    unsubscribe: 'Aby w każdej chwili zrezygnować z subskrypcji:',
  },
  it: {
    subject: (brand) => `Conferma la tua iscrizione alla newsletter di ${brand}`,
    body: (brand) =>
      `Grazie per esserti iscritto alla newsletter di ${brand}. Conferma il tuo indirizzo e-mail aprendo questo link entro 7 giorni:`,
    ignore: 'Se non ti sei iscritto tu, ignora questo messaggio: non riceverai altre e-mail da noi.',
    unsubscribe: 'Per annullare l’iscrizione in qualsiasi momento:',
  },
  da: {
    subject: (brand) => `Bekræft dit abonnement på ${brand}s nyhedsbrev`,
    body: (brand) =>
      `Tak, fordi du har tilmeldt dig ${brand}s nyhedsbrev. Bekræft din e-mailadresse ved at åbne dette link inden for 7 dage:`,
    ignore: 'Hvis det ikke var dig, der tilmeldte dig, kan du se bort fra denne besked – så hører du ikke fra os.',
    unsubscribe: 'Du kan til enhver tid afmelde dig her:',
  },
  fr: {
    subject: (brand) => `Confirmez votre abonnement à la newsletter ${brand}`,
    body: (brand) =>
      `Merci de vous être inscrit à la newsletter ${brand}. Confirmez votre adresse e-mail en ouvrant ce lien dans les 7 jours :`,
    ignore:
      'Si vous n’êtes pas à l’origine de cette inscription, ignorez ce message : vous ne recevrez rien de notre part.',
    unsubscribe: 'Pour vous désabonner à tout moment :',
  },
  pt: {
    subject: (brand) => `Confirme a sua subscrição da newsletter ${brand}`,
    body: (brand) =>
      `Obrigado por subscrever a newsletter ${brand}. Confirme o seu endereço de e-mail abrindo esta ligação nos próximos 7 dias:`,
    ignore: 'Se não foi você que fez a subscrição, ignore esta mensagem e não voltará a receber notícias nossas.',
    unsubscribe: 'Para cancelar a subscrição a qualquer momento:',
  },
  cs: {
    subject: (brand) => `Potvrďte odběr newsletteru ${brand}`,
    body: (brand) =>
      `Děkujeme za přihlášení k odběru newsletteru ${brand}. Potvrďte prosím svou e-mailovou adresu otevřením tohoto odkazu do 7 dnů:`,
    ignore: 'Pokud jste se nepřihlásili vy, tuto zprávu ignorujte a žádné další e-maily od nás nedostanete.',
    unsubscribe: 'Odhlásit se můžete kdykoli zde:',
  },
};

export type NewsletterLinks = { readonly confirm: string; readonly unsubscribe: string };

/** The double opt-in e-mail: the confirmation link, and already the way out. */
export const newsletterConfirmationMail = (
  email: string,
  /** The store's language and the name it goes by now. */
  store: Pick<Store, 'locale' | 'slug'> & { readonly brand: string },
  links: NewsletterLinks,
): MailMessage => {
  const texts = TEXTS[store.locale];
  return composeMail(
    {
      to: email,
      subject: texts.subject(store.brand),
      link: links.confirm,
      headers: {
        'List-Unsubscribe': `<${links.unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    {
      lang: store.locale,
      look: storeFor(store.slug).brand,
      brandName: store.brand,
      blocks: [
        action(texts.body(store.brand), links.confirm),
        paragraph(texts.ignore),
        action(texts.unsubscribe, links.unsubscribe),
      ],
    },
  );
};
