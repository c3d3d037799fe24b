import { useRef } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { MAX_UPLOAD_BYTES, MAX_UPLOAD_PIXELS, UPLOAD_ACCEPT } from '../../../core/domain/media/upload-acceptance.ts';
import type { AttachmentState } from './use-attachment.ts';

const MEGABYTE = 1024 * 1024;

type AttachmentFieldProps = {
  readonly attachment: AttachmentState;
  /** The server refused the reference on send: the file must be attached again. */
  readonly refusedOnSend: boolean;
  readonly disabled: boolean;
  readonly onPick: (file: File | undefined) => void;
  readonly onRemove: () => void;
  /** The texts' namespace, holding the `attachment.*` texts: the contact page's unless a page has its own. */
  readonly namespace?: string;
};

/** The contact form's optional file: picker, upload progress, then the attached file or why it was refused. */
export const AttachmentField = ({
  attachment,
  refusedOnSend,
  disabled,
  onPick,
  onRemove,
  namespace = 'contact',
}: AttachmentFieldProps) => {
  const { t } = useTexts(namespace);
  const id = 'contact-attachment';
  const input = useRef<HTMLInputElement>(null);
  const refusal =
    attachment.kind === 'refused'
      ? t(`attachment.refused.${attachment.error.type}`, {
          maxMb: MAX_UPLOAD_BYTES / MEGABYTE,
          maxMegapixels: MAX_UPLOAD_PIXELS / 1_000_000,
        })
      : refusedOnSend
        ? t('attachment.invalid')
        : null;
  const described = [`${id}-hint`, ...(refusal === null ? [] : [`${id}-error`])].join(' ');
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('attachment.label')}</label>
      <input
        ref={input}
        id={id}
        name="attachment"
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={disabled}
        aria-describedby={described}
        aria-invalid={refusal !== null}
        onChange={(event) => onPick(event.target.files?.[0])}
      />
      <p id={`${id}-hint`} className="field-hint">
        {t('attachment.hint', { maxMb: MAX_UPLOAD_BYTES / MEGABYTE })}
      </p>
      {attachment.kind === 'uploading' || attachment.kind === 'attached' ? (
        <div className="upload-progress">
          <progress
            max={100}
            value={attachment.kind === 'attached' ? 100 : attachment.percent}
            aria-label={t('attachment.progress', { fileName: attachment.fileName })}
          />
          <span role="status">
            {attachment.kind === 'attached'
              ? t('attachment.attached', { fileName: attachment.fileName })
              : t('attachment.uploading', { percent: attachment.percent })}
          </span>
          {attachment.kind === 'attached' ? (
            <button
              type="button"
              onClick={() => {
                if (input.current) input.current.value = '';
                onRemove();
              }}
            >
              {t('attachment.remove')}
            </button>
          ) : null}
        </div>
      ) : null}
      {refusal === null ? null : (
        <p id={`${id}-error`} role="alert" className="field-error">
          {refusal}
        </p>
      )}
    </div>
  );
};
