import type { PriceStyle } from '../../../core/storefront/catalogue/price-style.ts';
import { useTexts } from '../../app/use-texts.ts';
import { ShopLink } from '../navigation/shop-link.tsx';
import { formatAmount, formatDay } from './account-formats.ts';
import { OrderStatusBadge } from './order-status-badge.tsx';
import type { AccountOrder } from '../../../core/domain/customers/account-history.ts';

export const accountOrderPath = (publicId: string): string => `/accounts/orders/${encodeURIComponent(publicId)}`;

/** One order in a list: its number (the link to it), date, items, total and status in words. */
export const AccountOrderCard = ({ order, prices }: { order: AccountOrder; prices: PriceStyle }) => {
  const { t, i18n } = useTexts();
  return (
    <li className="account-order-card">
      <ShopLink to={accountOrderPath(order.publicId)} className="account-order-number">
        {t('accounts.orderNumber', { number: order.publicId })}
      </ShopLink>
      <span className="account-order-date">
        <time dateTime={order.createdAt}>{formatDay(i18n.language, order.createdAt)}</time>
      </span>
      <span className="account-order-items">{t('accounts.items', { count: order.itemCount })}</span>
      <span className="account-order-total">{formatAmount(order.total, prices)}</span>
      <OrderStatusBadge status={order.status} />
    </li>
  );
};
