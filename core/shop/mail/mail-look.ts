import type { Brand } from '../../domain/site/brand.ts';

/** The colours of one colour scheme of a mail, each text colour readable (WCAG AA) on the surfaces it sits on. */
export type MailPalette = {
  readonly page: string;
  readonly card: string;
  readonly sunken: string;
  readonly text: string;
  readonly muted: string;
  readonly border: string;
  readonly link: string;
  readonly button: string;
  readonly buttonText: string;
};

/** A brand's mail look: the storefront's own tokens (ui/styles/tokens.css) for light, and a dark twin. */
export type MailLook = {
  readonly light: MailPalette;
  readonly dark: MailPalette;
  readonly displayFont: string;
  readonly bodyFont: string;
};

const SYSTEM_SANS = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Mid-tone buttons with white text: readable on the light card, the dark card and a client's forced inversion. */
export const MAIL_LOOKS: { readonly [B in Brand]: MailLook } = {
  Estampa: {
    light: {
      page: '#fbf8f3',
      card: '#ffffff',
      sunken: '#f3ede4',
      text: '#1f1a17',
      muted: '#5e554d',
      border: '#e2d9cc',
      link: '#a8381d',
      button: '#a8381d',
      buttonText: '#ffffff',
    },
    dark: {
      page: '#161210',
      card: '#221c19',
      sunken: '#2e2622',
      text: '#f3ede4',
      muted: '#c9bfb4',
      border: '#4a3f38',
      link: '#f2a58e',
      button: '#a8381d',
      buttonText: '#ffffff',
    },
    displayFont: "'Fraunces', Georgia, 'Times New Roman', serif",
    bodyFont: `'DM Sans', ${SYSTEM_SANS}`,
  },
  Tintazul: {
    light: {
      page: '#f4f7fb',
      card: '#ffffff',
      sunken: '#e8eef6',
      text: '#0f1d2e',
      muted: '#4a596c',
      border: '#d5dfea',
      link: '#1f4fd1',
      button: '#1f4fd1',
      buttonText: '#ffffff',
    },
    dark: {
      page: '#0b1420',
      card: '#132033',
      sunken: '#1b2b42',
      text: '#e8eef6',
      muted: '#b4c2d3',
      border: '#34465e',
      link: '#9db8ff',
      button: '#1f4fd1',
      buttonText: '#ffffff',
    },
    displayFont: `'Bricolage Grotesque', ${SYSTEM_SANS}`,
    bodyFont: `'Figtree', ${SYSTEM_SANS}`,
  },
};
