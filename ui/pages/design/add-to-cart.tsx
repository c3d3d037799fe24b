import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import type { Article } from '../../../core/domain/catalogue/article.ts';
import type { DesignDetail } from '../../../core/domain/catalogue/design.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useAddToCart } from './use-add-to-cart.ts';

/** The button and its announced outcome; the live region is always there so screen readers hear changes. */
export const AddToCart = ({ design, article }: { readonly design: DesignDetail; readonly article: Article }) => {
  const { t } = useTexts('design');
  const hydrated = useHydrated();
  const { status, add } = useAddToCart();
  return (
    <div className="add-to-cart">
      <button
        type="button"
        className="button"
        disabled={!hydrated || status === 'adding'}
        onClick={() => add({ articleId: article.id, designId: design.id, quantity: 1 })}
      >
        {status === 'adding' ? t('adding') : t('addToCart')}
      </button>
      <div aria-live="polite" role="status">
        {status === 'added' && (
          <p>
            {t('added', { article: article.name, design: design.name })} <ShopLink to="/cart">{t('viewCart')}</ShopLink>
          </p>
        )}
        {status === 'failed' && <p>{t('addFailed')}</p>}
      </div>
    </div>
  );
};
