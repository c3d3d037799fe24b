import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { action, paragraph, quote, rows, type MailContent } from '../../../../core/shop/mail/mail-content.ts';
import { escapeHtml, mailHtml } from '../../../../core/shop/mail/mail-html.ts';
import { MAIL_LOOKS } from '../../../../core/shop/mail/mail-look.ts';

const content = (overrides: Partial<MailContent> = {}): MailContent => ({
  lang: 'pl',
  look: 'Estampa',
  brandName: 'Estampa',
  greeting: 'Dzień dobry Jan,',
  blocks: [
    paragraph('Dziękujemy.'),
    rows(['Razem', '127 zł']),
    quote('Wysyłamy dziś.\nPozdrawiamy'),
    action('Śledź swoje zamówienie tutaj:', 'https://pl.shop.example/tracking/PL-1?a=1&b=2', 'Link działa 60 dni.'),
  ],
  signature: 'Zespół Estampa',
  ...overrides,
});

/** What a reader sees of the HTML: the markup and entities gone. */
const visibleText = (html: string): string =>
  html
    .replace(/<head>[\s\S]*<\/head>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

describe('mailHtml', () => {
  it('is a document in the mail’s language that declares both colour schemes and uses no image', () => {
    const html = mailHtml(content(), 'Twoje zamówienie PL-1');
    expect(html.startsWith('<!DOCTYPE html>\n<html lang="pl" dir="ltr">')).toBe(true);
    expect(html).toContain('<meta name="color-scheme" content="light dark">');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
    expect(html).toContain('<title>Twoje zamówienie PL-1</title>');
    expect(html).not.toMatch(/<img|background-image|url\(/);
  });

  it('shows every word of the content: greeting, blocks, the link’s address and the signature', () => {
    const text = visibleText(mailHtml(content(), 'S'));
    for (const words of [
      'Estampa',
      'Dzień dobry Jan,',
      'Dziękujemy.',
      'Razem',
      '127 zł',
      'Wysyłamy dziś.',
      'Pozdrawiamy',
      'Śledź swoje zamówienie tutaj',
      'https://pl.shop.example/tracking/PL-1?a=1&b=2',
      'Link działa 60 dni.',
      'Zespół Estampa',
    ]) {
      expect(text).toContain(words);
    }
  });

  it('makes the link a button named by its sentence, its address escaped in the attribute', () => {
    const html = mailHtml(content(), 'S');
    expect(html).toContain(
      '<a class="m-button" href="https://pl.shop.example/tracking/PL-1?a=1&amp;b=2" style="display:inline-block;',
    );
    expect(html).toContain('>Śledź swoje zamówienie tutaj</a>');
    expect(mailHtml(content({ blocks: [action('Suivez votre commande ici :', 'https://x.example')] }), 'S')).toContain(
      '>Suivez votre commande ici</a>',
    );
  });

  it('wears each brand’s colours and name', () => {
    const tintazul = mailHtml(content({ look: 'Tintazul', brandName: 'Imprenta Sol' }), 'S');
    expect(tintazul).toContain(`background-color:${MAIL_LOOKS.Tintazul.light.button}`);
    expect(tintazul).toContain(`color: ${MAIL_LOOKS.Tintazul.dark.link} !important`);
    expect(tintazul).toContain('>Imprenta Sol</p>');
    expect(mailHtml(content(), 'S')).toContain(`background-color:${MAIL_LOOKS.Estampa.light.page}`);
  });

  it('leaves out a greeting and a signature the mail has none of', () => {
    const { lang, look, brandName, blocks } = content();
    const html = mailHtml({ lang, look, brandName, blocks }, 'S');
    expect(html).not.toContain('Dzień dobry');
    expect(html).not.toContain('Zespół');
  });

  it('never lets a text become markup, wherever it stands', () => {
    // Marked so that taking the escaped text out leaves exactly the markup around it.
    const marked = fc.string().map((text) => `§${text.replaceAll('\n', ' ')}§`);
    fc.assert(
      fc.property(marked, marked, (words, url) => {
        const html = mailHtml(
          content({
            lang: words,
            brandName: words,
            greeting: words,
            blocks: [paragraph(words), quote(words), rows([words, words]), action(words, url, words)],
            signature: words,
          }),
          words,
        );
        // Inside each marked text no character that opens markup, ends an attribute or starts a raw entity.
        for (const text of html.match(/§[^§]*§/g) ?? []) {
          expect(text.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toMatch(/[<>"'&]/);
        }
        expect(html.replace(/§[^§]*§/g, '')).toBe(
          mailHtml(
            content({
              lang: '',
              brandName: '',
              greeting: '',
              blocks: [paragraph(''), quote(''), rows(['', '']), action('', '', '')],
              signature: '',
            }),
            '',
          ),
        );
      }),
    );
  });

  it('escapes the five characters that could open markup or close an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
