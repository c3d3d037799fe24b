import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export const AboutUsPage = () => {
  const { t } = useTranslation('about-us');
  return (
    <article className="text-page">
      <h1>{t('title')}</h1>
      <p>{t('lead')}</p>
      <h2>{t('howTitle')}</h2>
      <p>{t('how')}</p>
      <h2>{t('whereTitle')}</h2>
      <p>{t('where')}</p>
      <p>
        <Link to="/contact">{t('contact')}</Link>
      </p>
    </article>
  );
};
