import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';

export const AboutUsPage = () => {
  const { t } = useTexts('about-us');
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <h2>{t('howTitle')}</h2>
      <p>{t('how')}</p>
      <h2>{t('whereTitle')}</h2>
      <p>{t('where')}</p>
      <p>
        <ShopLink to="/contact">{t('contact')}</ShopLink>
      </p>
    </article>
  );
};
