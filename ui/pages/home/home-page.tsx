import { useTexts } from '../../app/use-texts.ts';
import type { HomePageData } from '../../../core/storefront/catalogue/load-home-page.use-case.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { CollectionBlock } from './collection-block.tsx';
import { StartFromPhoto } from './start-from-photo.tsx';

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
      <StartFromPhoto articles={home.startFrom} prices={home.prices} />
      {home.blocks.map((block) => (
        <CollectionBlock key={block.collection} initialBlock={block} prices={home.prices} />
      ))}
    </>
  );
};
