import type { Money } from '../../../core/domain/pricing/money.ts';
import { formatMoney } from '../../../core/domain/pricing/price-format.ts';

import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { useHydrated } from '../../app/use-hydrated.ts';
import { useTexts } from '../../app/use-texts.ts';
import { Icon } from '../../components/icon/icon.tsx';
import { ShopLink } from '../../components/navigation/shop-link.tsx';
import { useReorder } from './use-reorder.ts';
import type { AccountOrderDetail } from '../../../core/domain/customers/account-history.ts';

/** Puts the order's lines in the cart again at today's prices, then says what changed and what is gone. */
export const ReorderSection = ({ order, prices }: { order: AccountOrderDetail; prices: PriceStyle }) => {
  const { t } = useTexts('accounts-order');
  const hydrated = useHydrated();
  const { pending, outcome, failed, run } = useReorder(order.lines);
  const money = (amount: number) => formatMoney({ amount, currency: order.total.currency } as Money, prices);
  return (
    <section aria-labelledby="reorder-title" aria-busy={pending} className="account-card account-reorder">
      <h2 id="reorder-title">{t('reorder.title')}</h2>
      <p>{t('reorder.lead')}</p>
      <button type="button" className="button" onClick={run} disabled={!hydrated || pending}>
        <Icon name="mdi:cart-arrow-down" size={20} />
        <span>{t('reorder.action')}</span>
      </button>
      <div role="status">
        {failed && <p className="account-problem">{t('reorder.failed')}</p>}
        {outcome !== null && (
          <div className="account-reorder-outcome">
            <p>{t('reorder.added', { count: outcome.added })}</p>
            {outcome.repriced.length > 0 && (
              <>
                <p>{t('reorder.repriced')}</p>
                <ul>
                  {outcome.repriced.map((line) => (
                    <li key={line.name}>
                      {t('reorder.repricedLine', { name: line.name, before: money(line.before), now: money(line.now) })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {outcome.gone.length > 0 && (
              <>
                <p>{t('reorder.gone')}</p>
                <ul>
                  {outcome.gone.map((name) => (
                    <li key={name}>{name}</li>
                  ))}
                </ul>
              </>
            )}
            {outcome.added > 0 && (
              <ShopLink to="/cart" className="button button-secondary">
                {t('reorder.toCart')}
              </ShopLink>
            )}
          </div>
        )}
      </div>
    </section>
  );
};
