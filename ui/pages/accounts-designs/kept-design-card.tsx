import { designPath } from '../../../core/domain/catalogue/design-path.ts';
import type { KeptCatalogueDesign } from '../../../core/storefront/personalisation/load-saved-designs-page.use-case.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { CataloguePicture } from '../../components/picture/catalogue-picture.tsx';

/** A catalogue design the customer kept: its picture on an article, when it was kept, and the ways back to it. */
export const KeptDesignCard = ({ design }: { readonly design: KeptCatalogueDesign }) => {
  const { t, i18n } = useTexts('accounts-designs');
  const id = `kept-design-${design.designId}`;
  const savedOn = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(design.savedAt));
  const { article } = design;
  return (
    <li className="saved-design" aria-labelledby={`${id}-name`}>
      {design.picture === null ? (
        <span className="saved-design-blank" />
      ) : (
        <CataloguePicture picture={design.picture} sizes="240px" />
      )}
      <div className="saved-design-body">
        <h3 id={`${id}-name`}>{design.name}</h3>
        <p className="saved-design-meta">
          {article.name} · {t('kept.saved', { date: savedOn })}
        </p>
        <div className="saved-design-actions" role="group" aria-label={t('actions', { name: design.name })}>
          {article.personalisable && (
            // The editor starts from the design as a template on that article.
            <ShopLink className="button" to={`/create/${article.id}?design=${encodeURIComponent(design.designId)}`}>
              {t('open')}
            </ShopLink>
          )}
          <ShopLink
            className="button button-secondary"
            to={designPath({ slug: design.slug, id: design.designId }, article.id)}
          >
            {t('kept.view')}
          </ShopLink>
        </div>
      </div>
    </li>
  );
};
