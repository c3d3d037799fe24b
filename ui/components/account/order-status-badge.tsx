import { isOrderStatus, orderStatusName } from '../../../core/domain/orders/order-status.ts';
import { useTexts } from '../../app/use-texts.ts';

/** How each status reads at a glance: waiting, moving, done, or stopped. */
const toneOf = (code: number): 'waiting' | 'moving' | 'done' | 'stopped' => {
  if (code === 15 || code === 14) return 'done';
  if (code === 10 || code === 2 || code === 16 || code === 17 || code === 4) return 'stopped';
  if (code === 0) return 'waiting';
  return 'moving';
};

/** An order's status code (spec 4) in words, in the store's language. */
export const OrderStatusBadge = ({ status }: { status: number }) => {
  const { t } = useTexts();
  const name = isOrderStatus(status) ? orderStatusName(status) : null;
  return (
    <span className={`order-status-badge order-status-${toneOf(status)}`}>
      {name === null ? String(status) : t(`accounts.status.${name}`)}
    </span>
  );
};
