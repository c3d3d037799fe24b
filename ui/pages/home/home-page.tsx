import { useTexts } from '../../app/use-texts.ts';
import type { HomePage as HomePageData } from '../../../core/storefront/catalogue/load-home-page.use-case.ts';
import { CollectionBlock } from './collection-block.tsx';

export const HomePage = ({ home }: { home: HomePageData }) => {
  const { t } = useTexts('home');
  return (
    <>
      <h1>{t('title')}</h1>
      {home.blocks.map((block) => (
        <CollectionBlock key={block.collection} initialBlock={block} prices={home.prices} />
      ))}
    </>
  );
};
