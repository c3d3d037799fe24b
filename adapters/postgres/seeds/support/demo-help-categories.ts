import type { Locale } from '../../../../core/domain/site/locale.ts';

export type LocalisedText = { readonly [L in Locale]: string };

export type DemoHelpCategory = { readonly id: number; readonly position: number; readonly names: LocalisedText };

/** The help center's categories; 3, 5 and 7 are the shortcut groups of spec 9. */
export const DEMO_HELP_CATEGORIES: readonly DemoHelpCategory[] = [
  {
    id: 3,
    position: 1,
    names: {
      en: 'Before you buy',
      es: 'Antes de comprar',
      pl: 'Przed zakupem',
      it: 'Prima dell’acquisto',
      da: 'Før du køber',
      fr: 'Avant d’acheter',
      pt: 'Antes de comprar',
      cs: 'Před nákupem',
    },
  },
  {
    id: 1,
    position: 2,
    names: {
      en: 'Personalisation and design',
      es: 'Personalización y diseño',
      pl: 'Personalizacja i projekt',
      it: 'Personalizzazione e design',
      da: 'Personalisering og design',
      fr: 'Personnalisation et création',
      pt: 'Personalização e design',
      cs: 'Personalizace a návrh',
    },
  },
  {
    id: 9,
    position: 3,
    names: {
      en: 'Payments and invoices',
      es: 'Pagos y facturas',
      pl: 'Płatności i faktury',
      it: 'Pagamenti e fatture',
      da: 'Betaling og fakturaer',
      fr: 'Paiements et factures',
      pt: 'Pagamentos e faturas',
      cs: 'Platby a faktury',
    },
  },
  {
    id: 5,
    position: 4,
    names: {
      en: 'Orders in progress',
      es: 'Pedidos en curso',
      pl: 'Zamówienia w realizacji',
      it: 'Ordini in corso',
      da: 'Ordrer undervejs',
      fr: 'Commandes en cours',
      pt: 'Encomendas em curso',
      cs: 'Objednávky ve zpracování',
    },
  },
  {
    id: 7,
    position: 5,
    names: {
      en: 'Orders received',
      es: 'Pedidos recibidos',
      pl: 'Otrzymane zamówienia',
      it: 'Ordini ricevuti',
      da: 'Modtagne ordrer',
      fr: 'Commandes reçues',
      pt: 'Encomendas recebidas',
      cs: 'Doručené objednávky',
    },
  },
  {
    id: 11,
    position: 6,
    names: {
      en: 'Your account and the newsletter',
      es: 'Tu cuenta y la newsletter',
      pl: 'Twoje konto i newsletter',
      it: 'Il tuo account e la newsletter',
      da: 'Din konto og nyhedsbrevet',
      fr: 'Votre compte et la newsletter',
      pt: 'A sua conta e a newsletter',
      cs: 'Váš účet a newsletter',
    },
  },
];
