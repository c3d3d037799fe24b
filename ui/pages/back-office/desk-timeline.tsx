import { useState, type FormEvent } from 'react';
import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import { ORDER_NOTE_MAX_LENGTH } from '../../../core/domain/orders/order-note.ts';
import { isCarrier } from '../../../core/domain/shipments/carrier.ts';
import type {
  ShownDeskOrder,
  ShownTimelineEntry,
} from '../../../core/storefront/back-office/back-office-gateway.port.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useUseCases } from '../../app/use-cases.tsx';
import { useTexts } from '../../app/use-texts.ts';
import { CARRIER_NAMES } from '../checkout/names.ts';
import { formatStoreInstant, statusNameOf } from './desk-formats.ts';

type Saving =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved' }
  | { readonly kind: 'invalid'; readonly problems: readonly FieldProblem[] }
  | { readonly kind: 'failed' };

/**
 * The order's life on one line, newest first, in its store's time zone, and the form for an internal note: notes
 * are the back office's alone, and a click keeps one note (the button rests while it is sent).
 */
export const DeskTimeline = ({
  order,
  onNoted,
}: {
  order: ShownDeskOrder;
  onNoted: (order: ShownDeskOrder) => void;
}) => {
  const { t, i18n } = useTexts('accounts-order');
  const { backOffice } = useUseCases();
  const [note, setNote] = useState('');
  const [saving, setSaving] = useState<Saving>({ kind: 'idle' });
  // Until the page's code runs, the form rests: a native submit would carry the note in the page's URL.
  const hydrated = useHydrated();
  const problem = saving.kind === 'invalid' ? saving.problems.find((found) => found.field === 'note') : undefined;
  const carrierName = (carrier: string | null) =>
    carrier !== null && isCarrier(carrier) ? CARRIER_NAMES[carrier] : (carrier ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving.kind === 'saving') return;
    setSaving({ kind: 'saving' });
    void backOffice.addNote(order.publicId, note).match(
      (outcome) => {
        if (outcome.kind === 'invalid') return setSaving({ kind: 'invalid', problems: outcome.problems });
        setNote('');
        setSaving({ kind: 'saved' });
        onNoted(outcome.value);
      },
      () => setSaving({ kind: 'failed' }),
    );
  };
  const what = (entry: ShownTimelineEntry) => {
    switch (entry.kind) {
      case 'status':
        return t('desk.timeline.status', { status: t(`desk.statuses.${statusNameOf(entry.status ?? -1)}`) });
      case 'parcel':
        return t('desk.timeline.parcel', { state: t(`desk.tracking.${entry.state ?? ''}`) });
      case 'shipped':
        return t('desk.timeline.shipped', { carrier: carrierName(entry.carrier), number: entry.trackingNumber });
      case 'invoice':
      case 'credit-note':
        return t(`desk.timeline.${entry.kind}`, { number: entry.number });
      case 'mail':
        return t('desk.timeline.mail', {
          mail: t(`desk.timeline.mails.${entry.mail ?? ''}`, { defaultValue: entry.mail ?? '' }),
        });
      case 'note':
        return t('desk.timeline.note', { who: entry.author });
      default:
        return t(`desk.timeline.${entry.kind}`);
    }
  };
  return (
    <section aria-labelledby="desk-timeline" className="account-card desk-timeline-card">
      <h2 id="desk-timeline">{t('desk.timeline.title')}</h2>
      <form className="desk-note-form" method="post" noValidate onSubmit={submit}>
        <label htmlFor="desk-note">{t('desk.timeline.noteLabel')}</label>
        <p id="desk-note-hint" className="desk-muted">
          {t('desk.timeline.noteHint')}
        </p>
        <textarea
          id="desk-note"
          name="note"
          rows={3}
          maxLength={ORDER_NOTE_MAX_LENGTH}
          value={note}
          disabled={!hydrated}
          aria-invalid={problem !== undefined}
          aria-describedby={problem === undefined ? 'desk-note-hint' : 'desk-note-hint desk-note-problem'}
          onChange={(event) => setNote(event.target.value)}
        />
        {problem !== undefined && (
          <p id="desk-note-problem" className="field-error">
            {t(`desk.timeline.problems.${problem.problem}`, { max: ORDER_NOTE_MAX_LENGTH })}
          </p>
        )}
        <button type="submit" className="button" disabled={!hydrated || saving.kind === 'saving'}>
          {t('desk.timeline.addNote')}
        </button>
        <p role="status" className={saving.kind === 'failed' ? 'account-problem' : 'desk-outcome'}>
          {saving.kind === 'saved' && t('desk.timeline.noted')}
          {saving.kind === 'failed' && t('desk.timeline.failed')}
        </p>
      </form>
      <ol className="desk-timeline" aria-label={t('desk.timeline.events')}>
        {order.timeline.map((entry, index) => (
          <li key={`${entry.kind}-${entry.at}-${String(index)}`} className={`desk-event desk-event-${entry.kind}`}>
            <strong>{what(entry)}</strong>
            <span className="desk-muted">{formatStoreInstant(i18n.language, entry.at, order.store)}</span>
            {entry.text !== null && <span className="desk-event-text">{entry.text}</span>}
          </li>
        ))}
      </ol>
    </section>
  );
};
