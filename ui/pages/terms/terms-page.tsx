import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';

/** The sections of the terms, in the order a shopper meets them: who sells, the order, paying, delivery, after. */
const SECTIONS = ['seller', 'order', 'prices', 'payment', 'delivery', 'withdrawal', 'guarantee', 'disputes'] as const;

/** The terms of sale the shopper accepts at payment: a page of its own, linked from the footer and the payment step. */
export const TermsPage = () => {
  const { t } = useTexts('terms');
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      {SECTIONS.map((section) => (
        <section key={section} aria-labelledby={`terms-${section}`}>
          <h2 id={`terms-${section}`}>{t(`${section}.title`)}</h2>
          <p>{t(`${section}.text`)}</p>
        </section>
      ))}
      <p>
        <ShopLink to="/contact">{t('contact')}</ShopLink>
      </p>
    </article>
  );
};
