import { useState, type FormEvent } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import type { ShownCart } from '../../../core/storefront/carts/shown-cart.ts';
import { AppForm } from '../../components/forms/app-form.tsx';

type Props = {
  readonly promotion: ShownCart['promotion'];
  readonly disabled: boolean;
  /** The shop's refusal of the last code, as an error type. */
  readonly problem: string | null;
  readonly onApply: (code: string) => void;
  readonly onRemove: () => void;
};

export const PromotionForm = ({ promotion, disabled, problem, onApply, onRemove }: Props) => {
  const { t } = useTexts('cart');
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(code);
  };
  // A kept code may stop applying (e.g. the subtotal fell under its minimum): the cart says why.
  const shown = problem ?? promotion?.problem ?? null;
  const promotionError = (type: string) => t(`promotionErrors.${type}`, { defaultValue: t('promotionErrors.other') });
  if (promotion !== null) {
    return (
      <section className="cart-promotion" aria-labelledby="promotion-title">
        <h2 id="promotion-title">{t('promotion.title')}</h2>
        <p>{t(promotion.applied ? 'promotion.applied' : 'promotion.kept', { code: promotion.code })}</p>
        {shown !== null && (
          <p className="field-error" role="alert">
            {promotionError(shown)}
          </p>
        )}
        <button type="button" disabled={disabled} onClick={onRemove}>
          {t('promotion.remove', { code: promotion.code })}
        </button>
      </section>
    );
  }
  return (
    <section className="cart-promotion" aria-labelledby="promotion-title">
      <h2 id="promotion-title">{t('promotion.title')}</h2>
      <AppForm onSubmit={submit} noValidate>
        <label htmlFor="promotion-code">{t('promotion.label')}</label>
        <input
          id="promotion-code"
          name="code"
          autoComplete="off"
          value={code}
          maxLength={40}
          aria-invalid={shown !== null}
          aria-describedby={shown !== null ? 'promotion-code-error' : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <button type="submit" disabled={disabled}>
          {t('promotion.apply')}
        </button>
        {shown !== null && (
          <p id="promotion-code-error" className="field-error" role="alert">
            {promotionError(shown)}
          </p>
        )}
      </AppForm>
    </section>
  );
};
