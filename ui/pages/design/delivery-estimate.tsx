import type { DeliveryEstimate as Estimate } from '../../../core/domain/shipments/delivery-estimate.ts';
import { useTexts } from '../../app/use-texts.ts';
import { Icon } from '../../components/icon/icon.tsx';

/** Formatters are costly to build and the design page is the most visited: one per language. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const dayFormatOf = (language: string) => {
  let format = dayFormats.get(language);
  if (!format) {
    // The estimate's days are UTC midnights: read in UTC they are the same calendar days everywhere.
    format = new Intl.DateTimeFormat(language, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    dayFormats.set(language, format);
  }
  return format;
};

/** A day's text per language and day: the estimate's days change once a day, formatting them costs every render. */
const dayTexts = new Map<string, string>();
const MAX_DAY_TEXTS = 1_000;
const dayTextOf = (language: string, day: number) => {
  const key = `${language}|${day}`;
  let text = dayTexts.get(key);
  if (text === undefined) {
    if (dayTexts.size >= MAX_DAY_TEXTS) dayTexts.clear();
    dayTexts.set(key, (text = dayFormatOf(language).format(day)));
  }
  return text;
};

/** When the chosen article would arrive if ordered now, in the visitor's language; the days come from the page's data. */
export const DeliveryEstimate = ({ estimate: { earliest, latest } }: { readonly estimate: Estimate }) => {
  const { t, i18n } = useTexts('design');
  return (
    <p className="design-delivery" aria-live="polite">
      <Icon name="mdi:truck-fast-outline" size={22} />
      <span>
        {t('deliveryEstimate', {
          earliest: dayTextOf(i18n.language, earliest),
          latest: dayTextOf(i18n.language, latest),
        })}
      </span>
    </p>
  );
};
