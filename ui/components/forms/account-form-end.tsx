import type { ReactNode } from 'react';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import type { AccountFormStatus } from './use-account-form.ts';

type Props = {
  /** The texts' namespace: it holds `sending` and `failed`. */
  readonly namespace: string;
  readonly status: AccountFormStatus;
  readonly submit: string;
  /** Said once the last send went through; nothing when omitted. */
  readonly done?: string | null;
  /** Another action of the same form failed, said like the form's own failure. */
  readonly otherFailed?: boolean;
  readonly danger?: boolean;
  /** Buttons beside the submit button. */
  readonly children?: ReactNode;
};

/** An accounts form's end: what its last send said, then its submit button, disabled until hydrated and while sending. */
export const AccountFormEnd = ({ namespace, status, submit, done, otherFailed, danger, children }: Props) => {
  const { t } = useTexts(namespace);
  const hydrated = useHydrated();
  const button = (
    <button
      type="submit"
      className={danger === true ? 'button-danger' : undefined}
      disabled={!hydrated || status === 'sending'}
    >
      {status === 'sending' ? t('sending') : submit}
    </button>
  );
  return (
    <>
      {status === 'done' && done != null ? <p role="status">{done}</p> : null}
      {status === 'failed' || otherFailed === true ? (
        <p role="alert" className="form-error">
          {t('failed')}
        </p>
      ) : null}
      {children === undefined ? (
        button
      ) : (
        <div className="form-actions">
          {button}
          {children}
        </div>
      )}
    </>
  );
};
