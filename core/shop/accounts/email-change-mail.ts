import type { Locale } from '../../domain/site/locale.ts';
import type { Store } from '../../domain/site/stores.ts';
import { storeFor } from '../../domain/site/stores.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';

type EmailChangeTexts = {
  readonly confirmSubject: (brand: string) => string;
  readonly confirmBody: (brand: string) => string;
  readonly confirmIgnore: string;
  readonly changedSubject: (brand: string) => string;
  readonly changedBody: (brand: string, newEmail: string) => string;
  readonly changedHelp: string;
};

const TEXTS: { readonly [L in Locale]: EmailChangeTexts } = {
  en: {
    confirmSubject: (brand) => `Confirm your new e-mail address at ${brand}`,
    confirmBody: (brand) =>
      `You asked to use this address for your ${brand} account. Open this link within 24 hours, signed in, to confirm it:`,
    confirmIgnore: 'The link works once. If you did not ask for this, ignore this e-mail: nothing changes.',
    changedSubject: (brand) => `Your ${brand} e-mail address was changed`,
    changedBody: (brand, newEmail) => `The e-mail address of your ${brand} account is now ${newEmail}.`,
    changedHelp: 'If you did not make this change, reply to this e-mail or contact us straight away.',
  },
  es: {
    confirmSubject: (brand) => `Confirma tu nueva dirección de correo en ${brand}`,
    confirmBody: (brand) =>
      `Has pedido usar esta dirección en tu cuenta de ${brand}. Abre este enlace en las próximas 24 horas, con tu sesión iniciada, para confirmarla:`,
    confirmIgnore: 'El enlace funciona una sola vez. Si no lo has pedido tú, ignora este correo: no cambiará nada.',
    changedSubject: (brand) => `Se ha cambiado tu correo en ${brand}`,
    changedBody: (brand, newEmail) => `La dirección de correo de tu cuenta de ${brand} es ahora ${newEmail}.`,
    changedHelp: 'Si no has hecho este cambio, responde a este correo o contacta con nosotros enseguida.',
  },
  pl: {
    confirmSubject: (brand) => `Potwierdź nowy adres e-mail w ${brand}`,
    confirmBody: (brand) =>
      `Poprosiłeś o używanie tego adresu na koncie ${brand}. Otwórz ten link w ciągu 24 godzin, będąc zalogowanym, aby go potwierdzić:`,
    confirmIgnore: 'Link działa tylko raz. Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieni.',
    changedSubject: (brand) => `Adres e-mail w ${brand} został zmieniony`,
    changedBody: (brand, newEmail) => `Adres e-mail Twojego konta ${brand} to teraz ${newEmail}.`,
    changedHelp: 'Jeśli to nie Ty wprowadziłeś tę zmianę, odpowiedz na tę wiadomość lub od razu się z nami skontaktuj.',
  },
  it: {
    confirmSubject: (brand) => `Conferma il tuo nuovo indirizzo e-mail su ${brand}`,
    confirmBody: (brand) =>
      `Hai chiesto di usare questo indirizzo per il tuo account ${brand}. Apri questo link entro 24 ore, dopo aver effettuato l’accesso, per confermarlo:`,
    confirmIgnore:
      'Il link funziona una sola volta. Se non l’hai chiesto tu, ignora questa e-mail: non cambierà nulla.',
    changedSubject: (brand) => `Il tuo indirizzo e-mail su ${brand} è stato cambiato`,
    changedBody: (brand, newEmail) => `L’indirizzo e-mail del tuo account ${brand} ora è ${newEmail}.`,
    changedHelp: 'Se non hai fatto tu questa modifica, rispondi a questa e-mail o contattaci subito.',
  },
  da: {
    confirmSubject: (brand) => `Bekræft din nye e-mailadresse hos ${brand}`,
    confirmBody: (brand) =>
      `Du har bedt om at bruge denne adresse til din ${brand}-konto. Åbn dette link inden for 24 timer, mens du er logget ind, for at bekræfte den:`,
    confirmIgnore: 'Linket virker én gang. Hvis det ikke var dig, kan du se bort fra denne e-mail: intet ændres.',
    changedSubject: (brand) => `Din e-mailadresse hos ${brand} er ændret`,
    changedBody: (brand, newEmail) => `E-mailadressen på din ${brand}-konto er nu ${newEmail}.`,
    changedHelp: 'Hvis det ikke var dig, der lavede ændringen, så svar på denne e-mail eller kontakt os med det samme.',
  },
  fr: {
    confirmSubject: (brand) => `Confirmez votre nouvelle adresse e-mail chez ${brand}`,
    confirmBody: (brand) =>
      `Vous avez demandé à utiliser cette adresse pour votre compte ${brand}. Ouvrez ce lien dans les 24 heures, en étant connecté, pour la confirmer :`,
    confirmIgnore:
      'Le lien ne fonctionne qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change.',
    changedSubject: (brand) => `Votre adresse e-mail chez ${brand} a été modifiée`,
    changedBody: (brand, newEmail) => `L’adresse e-mail de votre compte ${brand} est désormais ${newEmail}.`,
    changedHelp: 'Si vous n’avez pas fait ce changement, répondez à cet e-mail ou contactez-nous sans attendre.',
  },
  pt: {
    confirmSubject: (brand) => `Confirme o seu novo endereço de e-mail na ${brand}`,
    confirmBody: (brand) =>
      `Pediu para usar este endereço na sua conta ${brand}. Abra esta ligação nas próximas 24 horas, com a sessão iniciada, para o confirmar:`,
    confirmIgnore: 'A ligação funciona uma vez. Se não foi você que pediu, ignore este e-mail: nada muda.',
    changedSubject: (brand) => `O seu endereço de e-mail na ${brand} foi alterado`,
    changedBody: (brand, newEmail) => `O endereço de e-mail da sua conta ${brand} é agora ${newEmail}.`,
    changedHelp: 'Se não fez esta alteração, responda a este e-mail ou contacte-nos de imediato.',
  },
  cs: {
    confirmSubject: (brand) => `Potvrďte novou e-mailovou adresu v ${brand}`,
    confirmBody: (brand) =>
      `Požádali jste o používání této adresy pro účet ${brand}. Pro potvrzení otevřete tento odkaz do 24 hodin jako přihlášení:`,
    confirmIgnore: 'Odkaz funguje jen jednou. Pokud jste o změnu nežádali, tento e-mail ignorujte: nic se nezmění.',
    changedSubject: (brand) => `Vaše e-mailová adresa v ${brand} byla změněna`,
    changedBody: (brand, newEmail) => `E-mailová adresa vašeho účtu ${brand} je nyní ${newEmail}.`,
    changedHelp: 'Pokud jste tuto změnu neprovedli, odpovězte na tento e-mail nebo nás ihned kontaktujte.',
  },
};

/** The store's language and the name it goes by now. */
type MailStore = Pick<Store, 'locale' | 'slug'> & { readonly brand: string };

const look = (store: MailStore) => ({ lang: store.locale, look: storeFor(store.slug).brand, brandName: store.brand });

/** To the new address: the link that moves the account there. */
export const emailChangeConfirmationMail = (to: string, store: MailStore, link: string): MailMessage => {
  const texts = TEXTS[store.locale];
  return composeMail(
    { to, subject: texts.confirmSubject(store.brand), link },
    { ...look(store), blocks: [action(texts.confirmBody(store.brand), link), paragraph(texts.confirmIgnore)] },
  );
};

/** To the old address, once the change is made: so a stolen session's change does not go unnoticed. */
export const emailChangedNoticeMail = (to: string, store: MailStore, newEmail: string): MailMessage => {
  const texts = TEXTS[store.locale];
  return composeMail(
    { to, subject: texts.changedSubject(store.brand) },
    {
      ...look(store),
      blocks: [paragraph(texts.changedBody(store.brand, newEmail)), paragraph(texts.changedHelp)],
    },
  );
};
