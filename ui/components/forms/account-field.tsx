import type { FieldProblem } from '../../../core/domain/forms/field-problem.ts';
import { useTexts } from '../../app/use-texts.ts';

type Props = {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly problem: FieldProblem | undefined;
  /** The texts' namespace holding `problems.*`. */
  readonly namespace: string;
  readonly type?: 'text' | 'tel' | 'password' | 'date' | 'textarea';
  readonly autoComplete?: string;
  readonly required?: boolean;
  readonly hint?: string;
  readonly onValue: (value: string) => void;
  readonly onLeave: () => void;
};

/** A labelled field of an accounts form; its problem, in the shopper's language, is announced and tied to it. */
export const AccountField = ({
  id,
  label,
  value,
  problem,
  namespace,
  type = 'text',
  autoComplete = 'off',
  required = false,
  hint,
  onValue,
  onLeave,
}: Props) => {
  const { t } = useTexts(namespace);
  const described = [hint ? `${id}-hint` : null, problem ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    name: id,
    value,
    required,
    autoComplete,
    'aria-invalid': problem !== undefined,
    ...(described === '' ? {} : { 'aria-describedby': described }),
    onBlur: onLeave,
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {type === 'textarea' ? (
        <textarea {...common} rows={5} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-error`} className="field-error">
          {t(`problems.${problem.problem}`, { max: problem.max ?? 0, defaultValue: t('problems.Invalid') })}
        </p>
      ) : null}
    </div>
  );
};
