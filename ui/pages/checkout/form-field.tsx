import type { InputHTMLAttributes } from 'react';
import { useTexts } from '../../app/use-texts.ts';

type Props = {
  readonly name: string;
  readonly label: string;
  readonly value: string;
  /** An error type from the core or the shop, shown translated under the field. */
  readonly problem: string | undefined;
  readonly onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'>;

/** A labelled text field whose error is announced and tied to it with aria-describedby. */
export const FormField = ({ name, label, value, problem, onValue, ...input }: Props) => {
  const { t } = useTexts('checkout');
  const id = `field-${name.replace('.', '-')}`;
  const errorId = `${id}-error`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        aria-invalid={problem !== undefined}
        aria-describedby={problem !== undefined ? errorId : undefined}
        onChange={(event) => onValue(event.target.value)}
      />
      {problem !== undefined && (
        <p id={errorId} className="field-error">
          {t(`errors.${problem}`, { defaultValue: t('errors.other') })}
        </p>
      )}
    </div>
  );
};
