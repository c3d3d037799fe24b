import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ReviewForm, ShownReviewableOrder } from '../../../core/storefront/community/community-gateway.port.ts';
import { MAX_UPLOAD_BYTES } from '../../../core/domain/media/upload-acceptance.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { AppForm } from '../../components/forms/app-form.tsx';
import { useAttachment } from '../contact/use-attachment.ts';

type Line = ShownReviewableOrder['lines'][number];

type State =
  | { readonly kind: 'editing'; readonly problems: readonly string[] }
  | { readonly kind: 'sending' }
  | { readonly kind: 'sent' }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'failed' };

const MEGABYTE = 1024 * 1024;

/** One order line's review: stars, an optional title, the text and an optional photo, sent for moderation. */
export const ReviewLineForm = ({
  order,
  line,
  token,
}: {
  readonly order: ShownReviewableOrder;
  readonly line: Line;
  readonly token: string | null;
}) => {
  const { t } = useTexts('reviews');
  const { community } = useUseCases();
  const id = useId();
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [state, setState] = useState<State>({ kind: 'editing', problems: [] });
  const { attachment, pick } = useAttachment();
  const done = useRef<HTMLHeadingElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (state.kind === 'sent') done.current?.focus();
  }, [state.kind]);

  if (state.kind === 'sent' || line.reviewed) {
    return (
      <section className="review-line review-line-done" role={state.kind === 'sent' ? 'status' : undefined}>
        <h3 ref={done} tabIndex={-1}>
          {line.name}
        </h3>
        <p>{state.kind === 'sent' ? t('form.pending') : t('form.alreadyReviewed')}</p>
      </section>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (attachment.kind === 'uploading') return;
    const form: ReviewForm = {
      orderPublicId: order.publicId,
      orderLineId: line.lineId,
      token,
      rating,
      title,
      body,
      photoId: attachment.kind === 'attached' ? attachment.id : null,
    };
    setState({ kind: 'sending' });
    void community.writeReview(form).match(
      (outcome) =>
        setState(
          outcome.kind === 'sent'
            ? { kind: 'sent' }
            : outcome.kind === 'invalid'
              ? { kind: 'editing', problems: outcome.problems.map((problem) => problem.field) }
              : { kind: 'refused', reason: outcome.reason },
        ),
      () => setState({ kind: 'failed' }),
    );
  };
  const problems = state.kind === 'editing' ? state.problems : [];
  const errorOf = (field: string) =>
    problems.includes(field) ? (
      <p id={`${id}-${field}-error`} className="field-error">
        {t(`form.problems.${field}`)}
      </p>
    ) : null;
  const described = (field: string) =>
    problems.includes(field) ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {};

  return (
    <section className="review-line">
      <h3 id={`${id}-name`}>{line.name}</h3>
      <AppForm className="review-form" noValidate onSubmit={onSubmit} aria-labelledby={`${id}-name`}>
        <fieldset className="review-rating">
          <legend>{t('form.rating')}</legend>
          {[1, 2, 3, 4, 5].map((stars) => (
            <label key={stars}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={stars}
                checked={rating === stars}
                onChange={() => setRating(stars)}
              />
              {t('form.stars', { stars })}
            </label>
          ))}
          {errorOf('rating')}
        </fieldset>
        <div className="form-field">
          <label htmlFor={`${id}-title`}>{t('form.title')}</label>
          <input
            id={`${id}-title`}
            name="title"
            maxLength={120}
            value={title}
            {...described('title')}
            onChange={(event) => setTitle(event.target.value)}
          />
          {errorOf('title')}
        </div>
        <div className="form-field">
          <label htmlFor={`${id}-body`}>{t('form.body')}</label>
          <textarea
            id={`${id}-body`}
            name="body"
            rows={5}
            required
            value={body}
            {...described('body')}
            onChange={(event) => setBody(event.target.value)}
          />
          {errorOf('body')}
        </div>
        <div className="form-field">
          <input
            ref={photoInput}
            // The button below opens it, in the page's language (a file input speaks the browser's).
            hidden
            id={`${id}-photo`}
            name="photo"
            type="file"
            accept="image/*"
            aria-label={t('form.photo')}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
          <button
            type="button"
            className="button button-secondary"
            aria-describedby={`${id}-photo-hint`}
            disabled={attachment.kind === 'uploading'}
            onClick={() => photoInput.current?.click()}
          >
            {t('form.photo')}
          </button>
          <p id={`${id}-photo-hint`} className="field-hint">
            {t('form.photoHint', { maxMb: MAX_UPLOAD_BYTES / MEGABYTE })}
          </p>
          {attachment.kind === 'uploading' ? (
            <p role="status">{t('form.uploading', { percent: attachment.percent })}</p>
          ) : null}
          {attachment.kind === 'attached' ? (
            <p role="status">{t('form.attached', { fileName: attachment.fileName })}</p>
          ) : null}
          {attachment.kind === 'refused' || problems.includes('photo_id') ? (
            <p role="alert" className="field-error">
              {t('form.photoRefused')}
            </p>
          ) : null}
        </div>
        {state.kind === 'refused' || state.kind === 'failed' ? (
          <p role="alert" className="form-error">
            {t(state.kind === 'failed' ? 'form.failed' : `form.refused.${state.reason}`)}
          </p>
        ) : null}
        <button type="submit" disabled={state.kind === 'sending' || attachment.kind === 'uploading'}>
          {state.kind === 'sending' ? t('form.sending') : t('form.send')}
        </button>
      </AppForm>
    </section>
  );
};
