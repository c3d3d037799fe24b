import { describe, expect, it } from 'vitest';
import { action, paragraph, quote, rows, type MailContent } from '../../../../core/shop/mail/mail-content.ts';
import { mailText } from '../../../../core/shop/mail/mail-text.ts';

const content = (overrides: Partial<MailContent> = {}): MailContent => ({
  lang: 'en',
  look: 'Estampa',
  brandName: 'Estampa',
  blocks: [],
  ...overrides,
});

describe('mailText', () => {
  it('writes greeting, blocks and signature as paragraphs, each link on a line of its own', () => {
    const text = mailText(
      content({
        greeting: 'Hello Ana,',
        blocks: [
          paragraph('Thank you.', 'Really.'),
          quote('It ships today.\nRegards'),
          rows(['Subtotal', '10 €'], ['Total', '12 €']),
          action('Follow your order here:', 'https://shop.example/t', 'The link works for 60 days.'),
          action('Sign in:', 'https://shop.example/login'),
        ],
        signature: 'The Estampa team',
      }),
    );
    expect(text).toBe(
      [
        'Hello Ana,',
        '',
        'Thank you.\nReally.',
        '',
        'It ships today.\nRegards',
        '',
        'Subtotal: 10 €\nTotal: 12 €',
        '',
        'Follow your order here:\nhttps://shop.example/t\nThe link works for 60 days.',
        '',
        'Sign in:\nhttps://shop.example/login',
        '',
        'The Estampa team',
      ].join('\n'),
    );
  });

  it('leaves out a greeting and a signature the mail has none of', () => {
    expect(mailText(content({ blocks: [paragraph('Only this.')] }))).toBe('Only this.');
  });
});
