import { describe, expect, it } from 'vitest';
import { BRANDS } from '../../../../core/domain/site/brand.ts';
import { MAIL_LOOKS, type MailPalette } from '../../../../core/shop/mail/mail-look.ts';

/** WCAG 2 relative luminance of a #rrggbb colour. */
const luminance = (hex: string): number => {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Every text colour against every surface it is painted on. */
const pairs = (palette: MailPalette): [string, string, string][] => [
  ['text on page', palette.text, palette.page],
  ['text on card', palette.text, palette.card],
  ['text on quote', palette.text, palette.sunken],
  ['muted on card', palette.muted, palette.card],
  ['link on card', palette.link, palette.card],
  ['brand name on card', palette.link, palette.card],
  ['button text on button', palette.buttonText, palette.button],
];

/** A client that inverts colours by itself turns #rrggbb into its complement. */
const inverted = (hex: string): string => `#${(0xffffff - parseInt(hex.slice(1), 16)).toString(16).padStart(6, '0')}`;

describe('the mail looks', () => {
  it.each(BRANDS)('%s reads at WCAG AA (4.5:1) in the light and the dark scheme', (brand) => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const [name, foreground, background] of pairs(MAIL_LOOKS[brand][scheme])) {
        expect({ scheme, name, ratio: contrast(foreground, background) >= 4.5 }).toEqual({
          scheme,
          name,
          ratio: true,
        });
      }
    }
  });

  it.each(BRANDS)('%s keeps its button readable when a client inverts the light colours', (brand) => {
    const { button, buttonText } = MAIL_LOOKS[brand].light;
    expect(contrast(inverted(buttonText), inverted(button))).toBeGreaterThanOrEqual(4.5);
  });
});
