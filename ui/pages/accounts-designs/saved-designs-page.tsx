import { useEffect, useState } from 'react';
import { SORTS } from '../../../core/domain/catalogue/sort.ts';
import type { ShownProjectSummary } from '../../../core/storefront/personalisation/personalisation-gateway.port.ts';
import type { SavedDesignsPageData } from '../../../core/storefront/personalisation/load-saved-designs-page.use-case.ts';
import { useTexts } from '../../app/use-texts.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { KeptDesignCard } from './kept-design-card.tsx';
import { SavedDesignCard } from './saved-design-card.tsx';

type ListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'listed'; readonly projects: readonly ShownProjectSummary[] };

/**
 * The customer's saved designs: those they personalised, in the order asked for, each opening in the constructor or
 * going to the cart; then the catalogue designs they kept, each opening in the constructor from the design.
 */
export const SavedDesignsPage = ({ data }: { readonly data: SavedDesignsPageData }) => {
  const { t } = useTexts('accounts-designs');
  const { personalisation } = useUseCases();
  const [state, setState] = useState<ListState>({ kind: 'loading' });
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let current = true;
    setState({ kind: 'loading' });
    void personalisation.listProjects(data.sort).match(
      (projects) => current && setState({ kind: 'listed', projects }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [personalisation, data.sort]);

  const replace = (project: ShownProjectSummary) =>
    setState((now) =>
      now.kind === 'listed'
        ? { kind: 'listed', projects: now.projects.map((one) => (one.id === project.id ? project : one)) }
        : now,
    );
  const add = (project: ShownProjectSummary) =>
    setState((now) => (now.kind === 'listed' ? { kind: 'listed', projects: [project, ...now.projects] } : now));
  const drop = (id: string) =>
    setState((now) =>
      now.kind === 'listed' ? { kind: 'listed', projects: now.projects.filter((one) => one.id !== id) } : now,
    );

  return (
    <section className="saved-designs" aria-labelledby="saved-designs-title">
      <h1 id="saved-designs-title">{t('title')}</h1>
      <h2 id="saved-designs-mine">{t('mine.title')}</h2>
      <form method="get" className="saved-designs-sort">
        <label htmlFor="saved-designs-sort">{t('sort.label')}</label>
        <select id="saved-designs-sort" name="sort" defaultValue={data.sort}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sort.${sort}`)}
            </option>
          ))}
        </select>
        <button type="submit" className="button-secondary">
          {t('sort.apply')}
        </button>
      </form>
      {state.kind === 'loading' && <p role="status">{t('loading')}</p>}
      {state.kind === 'failed' && <p role="alert">{t('failed')}</p>}
      {state.kind === 'listed' && state.projects.length === 0 && <p>{t('empty')}</p>}
      {state.kind === 'listed' && state.projects.length > 0 && (
        <ul className="saved-designs-list" aria-labelledby="saved-designs-mine">
          {state.projects.map((project) => (
            <SavedDesignCard
              key={project.id}
              project={project}
              onRenamed={replace}
              onDuplicated={(copy) => {
                add(copy);
                setAnnouncement(t('announce.duplicated', { name: copy.name }));
              }}
              onDeleted={() => {
                drop(project.id);
                setAnnouncement(t('announce.deleted', { name: project.name }));
              }}
            />
          ))}
        </ul>
      )}
      {data.kept.length > 0 && (
        <>
          <h2 id="saved-designs-kept">{t('kept.title')}</h2>
          <ul className="saved-designs-list" aria-labelledby="saved-designs-kept">
            {data.kept.map((design) => (
              <KeptDesignCard key={design.designId} design={design} />
            ))}
          </ul>
        </>
      )}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
};
