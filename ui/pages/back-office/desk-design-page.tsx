import { useState, type FormEvent } from 'react';
import { PRODUCT_COLLECTIONS } from '../../../core/domain/catalogue/collection.ts';
import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import { LOCALES, type Locale } from '../../../core/domain/site/locale.ts';
import type { DesignEditForm, ShownDeskDesign } from '../../../core/storefront/back-office/design-desk-views.ts';
import type { DeskDesignPageData as DeskDesignData } from '../../../core/storefront/back-office/load-design-desk-pages.use-case.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { formatStoreInstant } from './desk-formats.ts';
import type { ReviewVerdict } from '../../../core/domain/reviews/review.ts';

type Progress =
  | { readonly kind: 'idle' }
  | { readonly kind: 'working' }
  | { readonly kind: 'done'; readonly what: string }
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] }
  | { readonly kind: 'failed' };

const formOf = (design: ShownDeskDesign): DesignEditForm => ({
  names: Object.fromEntries(LOCALES.map((locale) => [locale, design.names[locale] ?? ''])),
  collection: design.collection,
  tagIds: design.tagIds,
  articleIds: design.articleIds,
});

const toggled = <T,>(list: readonly T[], value: T, on: boolean): readonly T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

/**
 * One design as the administrator edits it: names per language, collection, tags and articles in one form, a
 * button to publish or withdraw it, and its reviews to publish or hide. Each click acts once; all are recorded.
 */
export const DeskDesignPage = ({ data, locale }: { data: DeskDesignData; locale: Locale }) => {
  const { t, i18n } = useTexts('accounts-design-admin');
  const { backOffice } = useUseCases();
  const [design, setDesign] = useState<ShownDeskDesign>(data.design);
  const [form, setForm] = useState<DesignEditForm>(() => formOf(data.design));
  const [shown, setShown] = useState(data.design);
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  if (shown !== data.design) {
    setShown(data.design);
    setDesign(data.design);
    setForm(formOf(data.design));
    setProgress({ kind: 'idle' });
  }
  const working = progress.kind === 'working';
  const changed = (next: ShownDeskDesign, what: string) => {
    setDesign(next);
    setForm(formOf(next));
    setProgress({ kind: 'done', what });
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (working) return;
    setProgress({ kind: 'working' });
    void backOffice.editDesign(design.id, form, locale).match(
      (outcome) =>
        outcome.kind === 'done'
          ? changed(outcome.value, t('saved'))
          : setProgress({ kind: 'invalid', problems: outcome.problems }),
      () => setProgress({ kind: 'failed' }),
    );
  };
  const publish = (published: boolean) => {
    if (working) return;
    setProgress({ kind: 'working' });
    void backOffice.setDesignPublished(design.id, published, locale).match(
      (next) => changed(next, t(published ? 'publishedNow' : 'withdrawnNow')),
      () => setProgress({ kind: 'failed' }),
    );
  };
  const judge = (reviewId: string, verdict: ReviewVerdict) => {
    if (working) return;
    setProgress({ kind: 'working' });
    void backOffice.judgeReview(design.id, reviewId, verdict, locale).match(
      (next) => changed(next, t(`reviewVerdicts.${verdict}`)),
      () => setProgress({ kind: 'failed' }),
    );
  };
  const problemsOf = (field: string) =>
    progress.kind === 'invalid' ? progress.problems.filter((problem) => problem.field === field) : [];
  const problemText = (problem: FieldProblem) => t(`problems.${problem.problem}`, { max: problem.max });
  const fieldError = (field: string, id: string) => {
    const problems = problemsOf(field);
    return problems.length === 0 ? null : (
      <p id={id} className="account-problem">
        {problems.map(problemText).join(' ')}
      </p>
    );
  };
  const auditText = (entry: ShownDeskDesign['audit'][number]) =>
    entry.action === 'edit'
      ? `${t('audited.edit')}: ${entry.detail}`
      : t(`audited.${entry.action}`, { detail: entry.detail });
  return (
    <div className="account-page desk-page">
      <p className="account-back">
        <ShopLink to="/accounts/designs/admin">{t('back')}</ShopLink>
      </p>
      <header className="account-hero">
        <h1>{t('title', { name: design.name })}</h1>
        <p>
          <span className="desk-badge">{t(design.published ? 'isPublished' : 'isWithdrawn')}</span> {design.id} ·{' '}
          {design.slug}
          {design.published && (
            <>
              {' · '}
              <ShopLink to={`/design/${encodeURIComponent(design.slug)}/${encodeURIComponent(design.id)}`}>
                {t('inShop')}
              </ShopLink>
            </>
          )}
        </p>
      </header>

      <section aria-labelledby="design-publishing" className="account-card desk-actions">
        <h2 id="design-publishing">{t('publishing')}</h2>
        <p>{t(design.published ? 'publishedLead' : 'withdrawnLead')}</p>
        <div className="desk-buttons">
          <button
            type="button"
            className={design.published ? 'button button-danger' : 'button'}
            disabled={working}
            onClick={() => publish(!design.published)}
          >
            {t(design.published ? 'withdraw' : 'publish')}
          </button>
        </div>
        <p role="status" className={progress.kind === 'failed' ? 'account-problem' : 'desk-outcome'}>
          {progress.kind === 'done' && progress.what}
          {progress.kind === 'failed' && t('failed')}
          {progress.kind === 'invalid' && t('invalid')}
        </p>
      </section>

      <form className="account-card desk-design-form" aria-labelledby="design-edit" onSubmit={save} noValidate>
        <h2 id="design-edit">{t('edit')}</h2>
        <fieldset className="desk-fieldset">
          <legend>{t('names')}</legend>
          {fieldError('names', 'design-names-problem')}
          <div className="desk-name-grid">
            {LOCALES.map((language) => (
              <div className="desk-field" key={language}>
                <label htmlFor={`design-name-${language}`}>
                  {t('nameIn', { language: t(`languages.${language}`) })}
                </label>
                <input
                  id={`design-name-${language}`}
                  name={`name_${language}`}
                  type="text"
                  lang={language}
                  maxLength={120}
                  value={form.names[language] ?? ''}
                  aria-describedby={
                    problemsOf(`names.${language}`).length > 0 ? `design-name-${language}-problem` : undefined
                  }
                  onChange={(event) => setForm({ ...form, names: { ...form.names, [language]: event.target.value } })}
                />
                {fieldError(`names.${language}`, `design-name-${language}-problem`)}
              </div>
            ))}
          </div>
        </fieldset>
        <div className="desk-field">
          <label htmlFor="design-collection">{t('collection')}</label>
          <select
            id="design-collection"
            name="collection"
            value={form.collection}
            onChange={(event) => setForm({ ...form, collection: event.target.value })}
          >
            {PRODUCT_COLLECTIONS.map((collection) => (
              <option key={collection} value={collection}>
                {t(`collections.${collection}`)}
              </option>
            ))}
          </select>
          {fieldError('collection', 'design-collection-problem')}
        </div>
        <fieldset className="desk-fieldset">
          <legend>{t('tags')}</legend>
          {fieldError('tags', 'design-tags-problem')}
          <div className="desk-checks">
            {design.choices.tags.map((tag) => (
              <label key={tag.id} className="desk-check">
                <input
                  type="checkbox"
                  checked={form.tagIds.includes(tag.id)}
                  onChange={(event) => setForm({ ...form, tagIds: toggled(form.tagIds, tag.id, event.target.checked) })}
                />
                {tag.name}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="desk-fieldset">
          <legend>{t('articles')}</legend>
          {fieldError('articles', 'design-articles-problem')}
          <div className="desk-checks">
            {design.choices.articles.map((article) => (
              <label key={article.id} className="desk-check">
                <input
                  type="checkbox"
                  checked={form.articleIds.includes(article.id)}
                  onChange={(event) =>
                    setForm({ ...form, articleIds: toggled(form.articleIds, article.id, event.target.checked) })
                  }
                />
                {article.name}
              </label>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="button" disabled={working}>
          {t('save')}
        </button>
      </form>

      <section aria-labelledby="design-reviews" className="account-card">
        <h2 id="design-reviews">{t('reviews')}</h2>
        {design.reviews.length === 0 ? (
          <p className="account-empty">{t('noReviews')}</p>
        ) : (
          <ul className="desk-reviews">
            {design.reviews.map((review) => (
              <li key={review.id} className="desk-review">
                <p>
                  <strong>{review.title}</strong>{' '}
                  <span className="desk-badge">{t(`reviewStatus.${review.status}`)}</span>
                </p>
                <p className="desk-muted">
                  {t('reviewBy', {
                    stars: review.rating,
                    author: review.authorName,
                    date: formatStoreInstant(i18n.language, review.createdAt, data.store),
                  })}
                </p>
                <p>{review.body}</p>
                <div className="desk-buttons">
                  {review.status !== 'published' && (
                    <button
                      type="button"
                      className="button"
                      disabled={working}
                      aria-label={t('publishReview', { title: review.title })}
                      onClick={() => judge(review.id, 'published')}
                    >
                      {t('publishShort')}
                    </button>
                  )}
                  {review.status !== 'hidden' && (
                    <button
                      type="button"
                      className="button button-secondary"
                      disabled={working}
                      aria-label={t('hideReview', { title: review.title })}
                      onClick={() => judge(review.id, 'hidden')}
                    >
                      {t('hideShort')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="design-audit" className="account-card">
        <h2 id="design-audit">{t('audit')}</h2>
        {design.audit.length === 0 ? (
          <p className="account-empty">{t('noAudit')}</p>
        ) : (
          <ol className="desk-timeline">
            {design.audit.map((entry) => (
              <li key={`${entry.action}-${entry.detail}-${entry.at}`}>
                <strong>{auditText(entry)}</strong>
                <span className="desk-muted">
                  {t('by', {
                    who: entry.administratorId,
                    date: formatStoreInstant(i18n.language, entry.at, data.store),
                  })}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
};
