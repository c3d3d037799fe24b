import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import type { GrantedCategories } from '../../../core/domain/consent/consent.ts';

export type ConsentPreferencesDialogProps = {
  readonly initial: GrantedCategories;
  readonly busy: boolean;
  readonly onSave: (choice: GrantedCategories) => void;
  readonly onClose: () => void;
};

const FOCUSABLE = 'button:not([disabled]), input:not([disabled])';

/** Keeps Tab inside the dialog even where the browser's modal inertness leaves the address bar in the cycle. */
const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
  if (event.key !== 'Tab') return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
};

/** A modal <dialog> with one checkbox per optional category; focus goes back where it came from on close. */
export const ConsentPreferencesDialog = ({ initial, busy, onSave, onClose }: ConsentPreferencesDialogProps) => {
  const { t } = useTexts();
  const dialog = useRef<HTMLDialogElement>(null);
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [ads, setAds] = useState(initial.ads);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className="consent-dialog"
      aria-labelledby="consent-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
    >
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          onSave({ ads, analytics });
        }}
      >
        <h2 id="consent-dialog-title">{t('consent.dialogTitle')}</h2>
        <p>{t('consent.dialogIntro')}</p>
        <div className="consent-option">
          <input
            id="consent-analytics"
            type="checkbox"
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
            aria-describedby="consent-analytics-hint"
          />
          <label htmlFor="consent-analytics">{t('consent.analytics')}</label>
          <p id="consent-analytics-hint">{t('consent.analyticsHint')}</p>
        </div>
        <div className="consent-option">
          <input
            id="consent-ads"
            type="checkbox"
            checked={ads}
            onChange={(event) => setAds(event.target.checked)}
            aria-describedby="consent-ads-hint"
          />
          <label htmlFor="consent-ads">{t('consent.ads')}</label>
          <p id="consent-ads-hint">{t('consent.adsHint')}</p>
        </div>
        <div className="consent-actions">
          <button type="submit" disabled={busy}>
            {t('consent.save')}
          </button>
          <button type="button" onClick={onClose}>
            {t('consent.cancel')}
          </button>
        </div>
      </form>
    </dialog>
  );
};
