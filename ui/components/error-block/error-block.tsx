import { ShopLink } from '../navigation/shop-link.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { EmptyCartPicture, NotFoundIllustration } from './illustrations.tsx';

/** Where an error block stands: the 404 screen, a search without results, an empty cart (spec 2). */
export type ErrorBlockMode = '404' | 'SEARCH_PAGE' | 'CART';

export const ErrorBlock = ({ mode, path }: { mode: ErrorBlockMode; path?: string }) => {
  const { t } = useTexts();
  if (mode === 'CART') {
    return (
      <section className="error-block" aria-labelledby="error-block-title">
        <EmptyCartPicture />
        <h2 id="error-block-title">{t('errorBlock.cart.title')}</h2>
        <p>{t('errorBlock.cart.message')}</p>
        <ShopLink className="button" to="/">
          {t('errorBlock.cart.cta')}
        </ShopLink>
      </section>
    );
  }
  if (mode === 'SEARCH_PAGE') {
    return (
      <section className="error-block" aria-labelledby="error-block-title">
        <h2 id="error-block-title">{t('errorBlock.search.title')}</h2>
        <p>{t('errorBlock.search.message')}</p>
      </section>
    );
  }
  return (
    <section className="error-block">
      <NotFoundIllustration />
      <p>{t('error.notFound.message')}</p>
      {path !== undefined && <p>{t('error.notFound.path', { path })}</p>}
    </section>
  );
};
