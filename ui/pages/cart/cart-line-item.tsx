import { useState } from 'react';
import { useTexts } from '../../app/use-texts.ts';
import { MAX_QUANTITY, MIN_QUANTITY, parseQuantity } from '../../../core/domain/pricing/quantity.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';
import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import type { CataloguePicture as Picture } from '../../../core/domain/catalogue/catalogue-picture.ts';
import { CataloguePicture } from '../../components/picture/catalogue-picture.tsx';
import { PersonalisedPreview } from '../../components/picture/personalised-preview.tsx';
import { Icon } from '../../components/icon/icon.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import type { ShownCartLine } from '../../../core/storefront/carts/shown-cart.ts';

type Props = {
  readonly line: ShownCartLine;
  readonly picture: Picture | undefined;
  readonly prices: PriceStyle;
  readonly disabled: boolean;
  /** The shop's refusal of this line's last change, as an error type. */
  readonly serverProblem: string | null;
  readonly onQuantity: (quantity: number) => void;
  readonly onRemove: () => void;
};

/** A line: picture, name and prices, a quantity stepper and a remove button named for the line. */
export const CartLineItem = ({ line, picture, prices, disabled, serverProblem, onQuantity, onRemove }: Props) => {
  const { t } = useTexts('cart');
  const [typed, setTyped] = useState(String(line.quantity));
  const [shownQuantity, setShownQuantity] = useState(line.quantity);
  // The shop's answer wins over what was typed: a new quantity from the server resets the field.
  if (shownQuantity !== line.quantity) {
    setShownQuantity(line.quantity);
    setTyped(String(line.quantity));
  }
  const typedIsValid = parseQuantity(Number(typed)).isOk() && /^\d+$/.test(typed.trim());
  const problem = typedIsValid ? serverProblem : 'InvalidQuantity';
  const name = line.articleName ?? t('unknownArticle');
  const fullName = line.designName ? t('lineName', { article: name, design: line.designName }) : name;
  const inputId = `quantity-${line.id}`;
  const errorId = `${inputId}-error`;
  const commit = () => {
    if (typedIsValid && Number(typed) !== line.quantity) onQuantity(Number(typed));
  };
  return (
    <li className="cart-line">
      <div className="cart-line-picture">
        {line.urlPreview !== null ? (
          <PersonalisedPreview url={line.urlPreview} alt={t('personalisedPreview', { article: name })} size={96} />
        ) : (
          picture !== undefined && <CataloguePicture picture={picture} sizes="96px" />
        )}
      </div>
      <div className="cart-line-info">
        <h2 className="cart-line-name">{fullName}</h2>
        {line.available ? (
          <dl className="cart-line-prices">
            <dt>{t('unitPrice')}</dt>
            <dd>{formatMoney(line.unitPrice, prices)}</dd>
            <dt>{t('lineTotal')}</dt>
            <dd>{formatMoney(line.lineTotal, prices)}</dd>
          </dl>
        ) : (
          <p className="cart-line-unavailable">{t('unavailable')}</p>
        )}
        {line.urlPreview !== null && (
          // A personalised line reopens its own design in the editor; saving there changes this line.
          <ShopLink
            className="cart-line-edit"
            to={`/create/${line.articleId}?line=${encodeURIComponent(line.id)}`}
            aria-label={t('editLabel', { name: fullName })}
          >
            <Icon name="mdi:pencil-outline" size={18} />
            {t('edit')}
          </ShopLink>
        )}
      </div>
      <div className="cart-line-quantity">
        <button
          type="button"
          aria-label={t('decrease', { name: fullName })}
          disabled={disabled || line.quantity <= MIN_QUANTITY}
          onClick={() => onQuantity(line.quantity - 1)}
        >
          <Icon name="mdi:minus" size={18} />
        </button>
        <label htmlFor={inputId}>{t('quantity', { name: fullName })}</label>
        <input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={MAX_QUANTITY}
          value={typed}
          disabled={disabled}
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? errorId : undefined}
          onChange={(event) => setTyped(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          aria-label={t('increase', { name: fullName })}
          disabled={disabled || line.quantity >= MAX_QUANTITY}
          onClick={() => onQuantity(line.quantity + 1)}
        >
          <Icon name="mdi:plus" size={18} />
        </button>
      </div>
      {problem !== null && (
        <p id={errorId} className="field-error cart-line-error" role="alert">
          {t(`quantityErrors.${problem}`, { min: MIN_QUANTITY, max: MAX_QUANTITY, defaultValue: t('updateFailed') })}
        </p>
      )}
      <button
        type="button"
        className="cart-line-remove"
        aria-label={t('remove', { name: fullName })}
        disabled={disabled}
        onClick={onRemove}
      >
        <Icon name="mdi:trash-can-outline" size={22} />
      </button>
    </li>
  );
};
