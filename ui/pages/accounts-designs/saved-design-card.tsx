import { useState } from 'react';
import type { ShownProjectSummary } from '../../../core/storefront/personalisation/personalisation-gateway.port.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';

type CardProps = {
  readonly project: ShownProjectSummary;
  readonly onRenamed: (project: ShownProjectSummary) => void;
  readonly onDuplicated: (copy: ShownProjectSummary) => void;
  readonly onDeleted: () => void;
};

type Status = 'idle' | 'busy' | 'added' | 'failed' | 'confirm-delete' | 'renaming';

/** The preview's other formats: the shop serves the same path ending in .avif and .webp. */
const previewIn = (url: string, format: 'avif' | 'webp') => url.replace(/\.jpg$/, `.${format}`);

/** One saved design: its preview, name and dates, and what can be done with it. */
export const SavedDesignCard = ({ project, onRenamed, onDuplicated, onDeleted }: CardProps) => {
  const { t, i18n } = useTexts('accounts-designs');
  const { personalisation } = useUseCases();
  const [status, setStatus] = useState<Status>('idle');
  const [name, setName] = useState(project.name);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const id = `saved-design-${project.id}`;

  const addToCart = () => {
    setStatus('busy');
    void personalisation
      .openEditor(project.articleId, project.id)
      .andThen((start) =>
        // The shop answers the project asked for when it is the customer's; the document is what goes to the cart.
        personalisation.addToCart({
          document: start.project?.document ?? { version: 2, articleId: project.articleId, surfaces: [] },
          projectId: project.id,
          quantity: 1,
        }),
      )
      .match(
        () => setStatus('added'),
        () => setStatus('failed'),
      );
  };

  return (
    <li className="saved-design" aria-labelledby={`${id}-name`}>
      <picture>
        <source type="image/avif" srcSet={previewIn(project.urlPreview, 'avif')} />
        <source type="image/webp" srcSet={previewIn(project.urlPreview, 'webp')} />
        <img
          src={project.urlPreview}
          alt={t('preview', { name: project.name })}
          width={240}
          height={240}
          loading="lazy"
        />
      </picture>
      <div className="saved-design-body">
        <h3 id={`${id}-name`}>{project.name}</h3>
        <p className="saved-design-meta">
          {project.articleName} · {t('changed', { date: date(project.updatedAt) })} ·{' '}
          {t('created', { date: date(project.createdAt) })}
        </p>
        {status === 'renaming' ? (
          <form
            className="saved-design-rename"
            onSubmit={(event) => {
              event.preventDefault();
              setStatus('busy');
              void personalisation.renameProject(project.id, name).match(
                (renamed) => {
                  onRenamed(renamed);
                  setStatus('idle');
                },
                () => setStatus('failed'),
              );
            }}
          >
            <label htmlFor={`${id}-rename`}>{t('rename.label')}</label>
            <input
              id={`${id}-rename`}
              value={name}
              maxLength={100}
              required
              onChange={(event) => setName(event.target.value)}
            />
            <button type="submit" className="button">
              {t('rename.save')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setStatus('idle')}>
              {t('rename.cancel')}
            </button>
          </form>
        ) : (
          <div className="saved-design-actions" role="group" aria-label={t('actions', { name: project.name })}>
            <ShopLink className="button" to={`/create/${project.articleId}?project=${encodeURIComponent(project.id)}`}>
              {t('open')}
            </ShopLink>
            <button type="button" className="button-secondary" disabled={status === 'busy'} onClick={addToCart}>
              {t('addToCart')}
            </button>
            <button type="button" className="button-secondary" onClick={() => setStatus('renaming')}>
              {t('rename.start')}
            </button>
            <button
              type="button"
              className="button-secondary"
              disabled={status === 'busy'}
              onClick={() => {
                setStatus('busy');
                void personalisation.duplicateProject(project.id).match(
                  (copy) => {
                    onDuplicated(copy);
                    setStatus('idle');
                  },
                  () => setStatus('failed'),
                );
              }}
            >
              {t('duplicate')}
            </button>
            {status === 'confirm-delete' ? (
              <button
                type="button"
                className="button-secondary is-danger"
                onClick={() => {
                  setStatus('busy');
                  void personalisation.deleteProject(project.id).match(onDeleted, () => setStatus('failed'));
                }}
              >
                {t('deleteConfirm', { name: project.name })}
              </button>
            ) : (
              <button type="button" className="button-secondary is-danger" onClick={() => setStatus('confirm-delete')}>
                {t('delete')}
              </button>
            )}
          </div>
        )}
        <div aria-live="polite">
          {status === 'added' && (
            <p>
              {t('added')} <ShopLink to="/cart">{t('viewCart')}</ShopLink>
            </p>
          )}
          {status === 'failed' && <p role="alert">{t('actionFailed')}</p>}
        </div>
      </div>
    </li>
  );
};
