import { describe, expect, it } from 'vitest';
import { keepFilledTexts } from '../../../composition-root/server-render/kept-texts.ts';
import { createI18n } from '../../../ui/app/i18n.ts';

const texts = () =>
  keepFilledTexts(
    createI18n({
      lng: 'en',
      resources: {
        en: {
          general: {
            showPicture: 'Picture {{number}} of {{count}}',
            item_one: '{{count}} item',
            item_other: '{{count}} items',
            list: ['a', 'b'],
          },
        },
      },
    }),
  );

describe('the server keeps each filled text', () => {
  it('gives the same text for the same values and a new one for others', () => {
    const { t } = texts();
    expect(t('showPicture', { number: 1, count: 5 })).toBe('Picture 1 of 5');
    expect(t('showPicture', { number: 1, count: 5 })).toBe('Picture 1 of 5');
    expect(t('showPicture', { number: 2, count: 5 })).toBe('Picture 2 of 5');
    expect(t('showPicture', { number: '2', count: 5 })).toBe('Picture 2 of 5');
  });

  it('keeps plural forms apart by their count', () => {
    const { t } = texts();
    expect(t('item', { count: 1 })).toBe('1 item');
    expect(t('item', { count: 3 })).toBe('3 items');
    expect(t('item', { count: 1 })).toBe('1 item');
  });

  it('passes texts that are not strings, and options that are not plain values, to i18next as they are', () => {
    const { t } = texts();
    expect(t('list', { returnObjects: true })).toEqual(['a', 'b']);
    expect(t('showPicture', { number: 3, count: 5, interpolation: { escapeValue: false } })).toBe('Picture 3 of 5');
    expect(t('missing', 'A default')).toBe('A default');
  });
});
