import { data, useLoaderData, type LoaderFunction } from 'react-router';
import type { HomePage as HomePageData } from '../../../core/storefront/catalogue/load-home-page.use-case.ts';
import type { StorefrontUseCases } from '../../app/use-cases.tsx';
import { CollectionBlock } from './collection-block.tsx';

export const homeLoader =
  (useCases: StorefrontUseCases): LoaderFunction =>
  async () => {
    const home = await useCases.loadHomePage();
    if (home.isErr()) throw data(home.error.message, { status: home.error.status });
    return home.value;
  };

export const HomePage = () => {
  const home = useLoaderData() as HomePageData;
  return (
    <>
      <h1>Designs made to be printed on what you love</h1>
      {home.blocks.map((block) => (
        <CollectionBlock key={block.collection} initialBlock={block} />
      ))}
    </>
  );
};
