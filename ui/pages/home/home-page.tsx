import { useTexts } from '../../app/use-texts.ts';
import type { HomePageData } from '../../../core/storefront/catalogue/load-home-page.use-case.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { CollectionBlock } from './collection-block.tsx';

export const HomePage = ({ home }: { home: HomePageData }) => {
  const { t } = useTexts('home');
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title">
        <h1 id="home-title">{t('title')}</h1>
        <p>{t('lead')}</p>
        <ShopLink to="/offers" className="button">
          {t('cta')}
        </ShopLink>
      </section>
      {home.blocks.map((block) => (
        <CollectionBlock key={block.collection} initialBlock={block} prices={home.prices} />
      ))}
    </>
  );
};
