import type { Locale } from '../../domain/site/locale.ts';
import type { Store } from '../../domain/site/stores.ts';
import { storeFor } from '../../domain/site/stores.ts';
import type { Brand } from '../../domain/site/brand.ts';
import { composeMail } from '../mail/compose-mail.ts';
import { action, paragraph, type MailBlock } from '../mail/mail-content.ts';
import type { MailMessage } from '../mail/mailer.port.ts';

/** The language an auth mail is written in, the shop it names and whose look it wears. */
export type AuthMailLanguage = { readonly locale: Locale; readonly brand: string; readonly look: Brand };

/** The page's language when the visitor's request says which it was, else the store's own; `brand` as it goes by now. */
export const authMailLanguage = (
  store: Pick<Store, 'locale' | 'slug'>,
  brand: string,
  pageLocale: Locale | null,
): AuthMailLanguage => ({
  locale: pageLocale ?? store.locale,
  brand,
  look: storeFor(store.slug).brand,
});

type AuthTexts = {
  readonly confirmSubject: (brand: string) => string;
  readonly confirmBody: (brand: string) => string;
  readonly confirmExpiry: string;
  readonly confirmIgnore: string;
  readonly registeredSubject: (brand: string) => string;
  readonly registeredBody: (brand: string) => string;
  readonly signIn: string;
  readonly forgotPassword: string;
  readonly notYouNothingChanged: string;
  readonly linkSubject: (brand: string) => string;
  readonly linkBody: (brand: string) => string;
  readonly shortExpiry: string;
  readonly notAsked: string;
  readonly resetSubject: (brand: string) => string;
  readonly resetBody: string;
  readonly resetNotAsked: string;
  readonly noAccountSubject: (brand: string) => string;
  readonly noAccountBody: (brand: string) => string;
  readonly createOrSignIn: string;
  readonly notYou: string;
  readonly signature: (brand: string) => string;
};

const TEXTS: { readonly [L in Locale]: AuthTexts } = {
  en: {
    confirmSubject: (brand) => `Confirm your e-mail address for ${brand}`,
    confirmBody: (brand) => `Welcome to ${brand}! Open this link to confirm your e-mail address and sign in:`,
    confirmExpiry: 'The link works once, for 24 hours.',
    confirmIgnore: 'If you did not create an account, ignore this e-mail.',
    registeredSubject: (brand) => `You already have a ${brand} account`,
    registeredBody: (brand) =>
      `Someone (hopefully you) tried to create a ${brand} account with this e-mail address, but you already have one.`,
    signIn: 'Sign in:',
    forgotPassword: 'Forgot your password?',
    notYouNothingChanged: 'If it was not you, ignore this e-mail: nothing changed.',
    linkSubject: (brand) => `Your ${brand} sign-in link`,
    linkBody: (brand) => `Open this link to sign in to ${brand}:`,
    shortExpiry: 'The link works once, for 30 minutes.',
    notAsked: 'If you did not ask for it, ignore this e-mail.',
    resetSubject: (brand) => `Choose a new ${brand} password`,
    resetBody: 'Open this link to choose a new password:',
    resetNotAsked: 'If you did not ask for it, ignore this e-mail: your password stays as it is.',
    noAccountSubject: (brand) => `${brand} password reset requested`,
    noAccountBody: (brand) =>
      `Someone (hopefully you) asked to reset the password of a ${brand} account with this e-mail address, but there is no such account.`,
    createOrSignIn: 'Create one or sign in with an e-mail link:',
    notYou: 'If it was not you, ignore this e-mail.',
    signature: (brand) => `The ${brand} team`,
  },
  es: {
    confirmSubject: (brand) => `Confirma tu correo electrónico en ${brand}`,
    confirmBody: (brand) =>
      `¡Te damos la bienvenida a ${brand}! Abre este enlace para confirmar tu correo electrónico e iniciar sesión:`,
    confirmExpiry: 'El enlace sirve una sola vez, durante 24 horas.',
    confirmIgnore: 'Si no has creado una cuenta, ignora este correo.',
    registeredSubject: (brand) => `Ya tienes una cuenta en ${brand}`,
    registeredBody: (brand) =>
      `Alguien (esperamos que tú) ha intentado crear una cuenta en ${brand} con este correo electrónico, pero ya tienes una.`,
    signIn: 'Inicia sesión:',
    forgotPassword: '¿Has olvidado tu contraseña?',
    notYouNothingChanged: 'Si no has sido tú, ignora este correo: no ha cambiado nada.',
    linkSubject: (brand) => `Tu enlace para iniciar sesión en ${brand}`,
    linkBody: (brand) => `Abre este enlace para iniciar sesión en ${brand}:`,
    shortExpiry: 'El enlace sirve una sola vez, durante 30 minutos.',
    notAsked: 'Si no lo has pedido tú, ignora este correo.',
    resetSubject: (brand) => `Elige una nueva contraseña para ${brand}`,
    resetBody: 'Abre este enlace para elegir una nueva contraseña:',
    resetNotAsked: 'Si no lo has pedido tú, ignora este correo: tu contraseña sigue siendo la misma.',
    noAccountSubject: (brand) => `Solicitud de cambio de contraseña en ${brand}`,
    noAccountBody: (brand) =>
      `Alguien (esperamos que tú) ha pedido cambiar la contraseña de una cuenta de ${brand} con este correo electrónico, pero no existe ninguna.`,
    createOrSignIn: 'Crea una o inicia sesión con un enlace por correo:',
    notYou: 'Si no has sido tú, ignora este correo.',
    signature: (brand) => `El equipo de ${brand}`,
  },
  pl: {
    confirmSubject: (brand) => `Potwierdź swój adres e-mail w ${brand}`,
    confirmBody: (brand) => `Witamy w ${brand}! Otwórz ten link, aby potwierdzić swój adres e-mail i się zalogować:`,
    confirmExpiry: 'Link działa jeden raz przez 24 godziny.',
    confirmIgnore: 'Jeśli nie zakładałeś konta, zignoruj tę wiadomość.',
    registeredSubject: (brand) => `Masz już konto w ${brand}`,
    registeredBody: (brand) =>
      `Ktoś (miejmy nadzieję, że Ty) próbował założyć konto w ${brand} z tym adresem e-mail, ale masz już konto.`,
    signIn: 'Zaloguj się:',
    forgotPassword: 'Nie pamiętasz hasła?',
    notYouNothingChanged: 'Jeśli to nie Ty, zignoruj tę wiadomość: nic się nie zmieniło.',
    linkSubject: (brand) => `Twój link do logowania w ${brand}`,
    linkBody: (brand) => `Otwórz ten link, aby zalogować się w ${brand}:`,
    shortExpiry: 'Link działa jeden raz przez 30 minut.',
    notAsked: 'Jeśli nie prosiłeś o niego, zignoruj tę wiadomość.',
    resetSubject: (brand) => `Ustaw nowe hasło w ${brand}`,
    resetBody: 'Otwórz ten link, aby ustawić nowe hasło:',
    resetNotAsked: 'Jeśli nie prosiłeś o to, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
    noAccountSubject: (brand) => `Prośba o zmianę hasła w ${brand}`,
    noAccountBody: (brand) =>
      `Ktoś (miejmy nadzieję, że Ty) poprosił o zmianę hasła do konta w ${brand} z tym adresem e-mail, ale takie konto nie istnieje.`,
    createOrSignIn: 'Załóż konto lub zaloguj się linkiem z e-maila:',
    notYou: 'Jeśli to nie Ty, zignoruj tę wiadomość.',
    signature: (brand) => `Zespół ${brand}`,
  },
  it: {
    confirmSubject: (brand) => `Conferma il tuo indirizzo e-mail su ${brand}`,
    confirmBody: (brand) =>
      `Benvenuto su ${brand}! Apri questo link per confermare il tuo indirizzo e-mail e accedere:`,
    confirmExpiry: 'Il link funziona una sola volta, per 24 ore.',
    confirmIgnore: 'Se non hai creato un account, ignora questa e-mail.',
    registeredSubject: (brand) => `Hai già un account su ${brand}`,
    registeredBody: (brand) =>
      `Qualcuno (speriamo tu) ha provato a creare un account su ${brand} con questo indirizzo e-mail, ma ne hai già uno.`,
    signIn: 'Accedi:',
    forgotPassword: 'Hai dimenticato la password?',
    notYouNothingChanged: 'Se non sei stato tu, ignora questa e-mail: non è cambiato nulla.',
    linkSubject: (brand) => `Il tuo link di accesso a ${brand}`,
    linkBody: (brand) => `Apri questo link per accedere a ${brand}:`,
    shortExpiry: 'Il link funziona una sola volta, per 30 minuti.',
    notAsked: 'Se non l’hai richiesto, ignora questa e-mail.',
    resetSubject: (brand) => `Scegli una nuova password per ${brand}`,
    resetBody: 'Apri questo link per scegliere una nuova password:',
    resetNotAsked: 'Se non l’hai richiesto, ignora questa e-mail: la tua password resta invariata.',
    noAccountSubject: (brand) => `Richiesta di reimpostazione della password su ${brand}`,
    noAccountBody: (brand) =>
      `Qualcuno (speriamo tu) ha chiesto di reimpostare la password di un account ${brand} con questo indirizzo e-mail, ma questo account non esiste.`,
    createOrSignIn: 'Creane uno o accedi con un link via e-mail:',
    notYou: 'Se non sei stato tu, ignora questa e-mail.',
    signature: (brand) => `Il team di ${brand}`,
  },
  da: {
    confirmSubject: (brand) => `Bekræft din e-mailadresse hos ${brand}`,
    confirmBody: (brand) => `Velkommen til ${brand}! Åbn dette link for at bekræfte din e-mailadresse og logge ind:`,
    confirmExpiry: 'Linket virker én gang i 24 timer.',
    confirmIgnore: 'Hvis du ikke har oprettet en konto, kan du se bort fra denne e-mail.',
    registeredSubject: (brand) => `Du har allerede en konto hos ${brand}`,
    registeredBody: (brand) =>
      `Nogen (forhåbentlig dig) forsøgte at oprette en konto hos ${brand} med denne e-mailadresse, men du har allerede en.`,
    signIn: 'Log ind:',
    forgotPassword: 'Har du glemt din adgangskode?',
    notYouNothingChanged: 'Hvis det ikke var dig, kan du se bort fra denne e-mail: intet er ændret.',
    linkSubject: (brand) => `Dit login-link til ${brand}`,
    linkBody: (brand) => `Åbn dette link for at logge ind hos ${brand}:`,
    shortExpiry: 'Linket virker én gang i 30 minutter.',
    notAsked: 'Hvis du ikke har bedt om det, kan du se bort fra denne e-mail.',
    resetSubject: (brand) => `Vælg en ny adgangskode til ${brand}`,
    resetBody: 'Åbn dette link for at vælge en ny adgangskode:',
    resetNotAsked: 'Hvis du ikke har bedt om det, kan du se bort fra denne e-mail: din adgangskode er uændret.',
    noAccountSubject: (brand) => `Nulstilling af adgangskode hos ${brand}`,
    noAccountBody: (brand) =>
      `Nogen (forhåbentlig dig) bad om at nulstille adgangskoden til en konto hos ${brand} med denne e-mailadresse, men der findes ingen sådan konto.`,
    createOrSignIn: 'Opret en konto eller log ind med et link på e-mail:',
    notYou: 'Hvis det ikke var dig, kan du se bort fra denne e-mail.',
    signature: (brand) => `Holdet hos ${brand}`,
  },
  fr: {
    confirmSubject: (brand) => `Confirmez votre adresse e-mail chez ${brand}`,
    confirmBody: (brand) =>
      `Bienvenue chez ${brand} ! Ouvrez ce lien pour confirmer votre adresse e-mail et vous connecter :`,
    confirmExpiry: 'Le lien fonctionne une seule fois, pendant 24 heures.',
    confirmIgnore: 'Si vous n’avez pas créé de compte, ignorez cet e-mail.',
    registeredSubject: (brand) => `Vous avez déjà un compte chez ${brand}`,
    registeredBody: (brand) =>
      `Quelqu’un (vous, espérons-le) a essayé de créer un compte ${brand} avec cette adresse e-mail, mais vous en avez déjà un.`,
    signIn: 'Connectez-vous :',
    forgotPassword: 'Mot de passe oublié ?',
    notYouNothingChanged: 'Si ce n’était pas vous, ignorez cet e-mail : rien n’a changé.',
    linkSubject: (brand) => `Votre lien de connexion à ${brand}`,
    linkBody: (brand) => `Ouvrez ce lien pour vous connecter à ${brand} :`,
    shortExpiry: 'Le lien fonctionne une seule fois, pendant 30 minutes.',
    notAsked: 'Si vous ne l’avez pas demandé, ignorez cet e-mail.',
    resetSubject: (brand) => `Choisissez un nouveau mot de passe ${brand}`,
    resetBody: 'Ouvrez ce lien pour choisir un nouveau mot de passe :',
    resetNotAsked: 'Si vous ne l’avez pas demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
    noAccountSubject: (brand) => `Demande de réinitialisation du mot de passe ${brand}`,
    noAccountBody: (brand) =>
      `Quelqu’un (vous, espérons-le) a demandé à réinitialiser le mot de passe d’un compte ${brand} avec cette adresse e-mail, mais ce compte n’existe pas.`,
    createOrSignIn: 'Créez-en un ou connectez-vous avec un lien par e-mail :',
    notYou: 'Si ce n’était pas vous, ignorez cet e-mail.',
    signature: (brand) => `L’équipe ${brand}`,
  },
  pt: {
    confirmSubject: (brand) => `Confirme o seu endereço de e-mail na ${brand}`,
    confirmBody: (brand) =>
      `Bem-vindo à ${brand}! Abra este link para confirmar o seu endereço de e-mail e iniciar sessão:`,
    confirmExpiry: 'O link funciona uma única vez, durante 24 horas.',
    confirmIgnore: 'Se não criou uma conta, ignore este e-mail.',
    registeredSubject: (brand) => `Já tem uma conta na ${brand}`,
    registeredBody: (brand) =>
      `Alguém (esperamos que tenha sido você) tentou criar uma conta na ${brand} com este endereço de e-mail, mas já tem uma.`,
    signIn: 'Inicie sessão:',
    forgotPassword: 'Esqueceu-se da palavra-passe?',
    notYouNothingChanged: 'Se não foi você, ignore este e-mail: nada foi alterado.',
    linkSubject: (brand) => `O seu link para iniciar sessão na ${brand}`,
    linkBody: (brand) => `Abra este link para iniciar sessão na ${brand}:`,
    shortExpiry: 'O link funciona uma única vez, durante 30 minutos.',
    notAsked: 'Se não o pediu, ignore este e-mail.',
    resetSubject: (brand) => `Escolha uma nova palavra-passe para a ${brand}`,
    resetBody: 'Abra este link para escolher uma nova palavra-passe:',
    resetNotAsked: 'Se não o pediu, ignore este e-mail: a sua palavra-passe mantém-se.',
    noAccountSubject: (brand) => `Pedido de reposição da palavra-passe na ${brand}`,
    noAccountBody: (brand) =>
      `Alguém (esperamos que tenha sido você) pediu para repor a palavra-passe de uma conta da ${brand} com este endereço de e-mail, mas essa conta não existe.`,
    createOrSignIn: 'Crie uma ou inicie sessão com um link por e-mail:',
    notYou: 'Se não foi você, ignore este e-mail.',
    signature: (brand) => `A equipa ${brand}`,
  },
  cs: {
    confirmSubject: (brand) => `Potvrďte svou e-mailovou adresu v ${brand}`,
    confirmBody: (brand) =>
      `Vítejte v ${brand}! Otevřete tento odkaz, abyste potvrdili svou e-mailovou adresu a přihlásili se:`,
    confirmExpiry: 'Odkaz funguje jednou, po dobu 24 hodin.',
    confirmIgnore: 'Pokud jste si účet nezaložili, tento e-mail ignorujte.',
    registeredSubject: (brand) => `V ${brand} už účet máte`,
    registeredBody: (brand) =>
      `Někdo (doufejme, že vy) se pokusil založit účet v ${brand} s touto e-mailovou adresou, ale vy už účet máte.`,
    signIn: 'Přihlaste se:',
    forgotPassword: 'Zapomněli jste heslo?',
    notYouNothingChanged: 'Pokud jste to nebyli vy, tento e-mail ignorujte: nic se nezměnilo.',
    linkSubject: (brand) => `Váš odkaz pro přihlášení do ${brand}`,
    linkBody: (brand) => `Otevřete tento odkaz a přihlaste se do ${brand}:`,
    shortExpiry: 'Odkaz funguje jednou, po dobu 30 minut.',
    notAsked: 'Pokud jste o něj nežádali, tento e-mail ignorujte.',
    resetSubject: (brand) => `Zvolte si nové heslo do ${brand}`,
    resetBody: 'Otevřete tento odkaz a zvolte si nové heslo:',
    resetNotAsked: 'Pokud jste o to nežádali, tento e-mail ignorujte: vaše heslo zůstává stejné.',
    noAccountSubject: (brand) => `Žádost o obnovení hesla v ${brand}`,
    noAccountBody: (brand) =>
      `Někdo (doufejme, že vy) požádal o obnovení hesla k účtu v ${brand} s touto e-mailovou adresou, ale takový účet neexistuje.`,
    createOrSignIn: 'Založte si účet nebo se přihlaste odkazem z e-mailu:',
    notYou: 'Pokud jste to nebyli vy, tento e-mail ignorujte.',
    signature: (brand) => `Tým ${brand}`,
  },
};

/** The auth e-mails in `language`; each carries its one link, kept by the outbox and the log line too. */
export const authMail = ({ locale, brand, look }: AuthMailLanguage) => {
  const texts = TEXTS[locale];
  const mail = (to: string, subject: string, blocks: readonly MailBlock[], link: string): MailMessage =>
    composeMail(
      { to, subject, link },
      { lang: locale, look, brandName: brand, blocks, signature: texts.signature(brand) },
    );
  return {
    confirmSignUp: (to: string, link: string): MailMessage =>
      mail(
        to,
        texts.confirmSubject(brand),
        [action(texts.confirmBody(brand), link), paragraph(`${texts.confirmExpiry} ${texts.confirmIgnore}`)],
        link,
      ),
    alreadyRegistered: (to: string, signInPage: string, resetPage: string): MailMessage =>
      mail(
        to,
        texts.registeredSubject(brand),
        [
          paragraph(texts.registeredBody(brand)),
          action(texts.signIn, signInPage),
          action(texts.forgotPassword, resetPage),
          paragraph(texts.notYouNothingChanged),
        ],
        signInPage,
      ),
    signInLink: (to: string, link: string): MailMessage =>
      mail(
        to,
        texts.linkSubject(brand),
        [action(texts.linkBody(brand), link), paragraph(`${texts.shortExpiry} ${texts.notAsked}`)],
        link,
      ),
    passwordReset: (to: string, link: string): MailMessage =>
      mail(
        to,
        texts.resetSubject(brand),
        [action(texts.resetBody, link), paragraph(`${texts.shortExpiry} ${texts.resetNotAsked}`)],
        link,
      ),
    noAccount: (to: string, signInPage: string): MailMessage =>
      mail(
        to,
        texts.noAccountSubject(brand),
        [paragraph(texts.noAccountBody(brand)), action(texts.createOrSignIn, signInPage), paragraph(texts.notYou)],
        signInPage,
      ),
  };
};
