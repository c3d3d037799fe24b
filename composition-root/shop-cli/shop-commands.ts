import { REVIEWS_USAGE } from './review-commands.ts';
import { PRINT_FILES_USAGE } from './print-file-commands.ts';
import { JOBS_USAGE } from './job-commands.ts';
import { COMMERCIAL_STATUS } from '../../core/domain/orders/commercial-status.ts';
import {
  isOrderStatus,
  ORDER_STATUS,
  orderStatusName,
  type OrderStatus,
} from '../../core/domain/orders/order-status.ts';
import { toMajorUnits } from '../../core/domain/pricing/money.ts';
import { isTrackingState, TRACKING_STATES } from '../../core/domain/shipments/tracking-state.ts';
import type { ListedOrder } from '../../core/shop/order-lifecycle/order-ledger.port.ts';
import type { OrderChanged } from '../../core/shop/order-lifecycle/order-change.ts';
import type { MismatchedNotification } from '../../core/shop/payments/payment-ledger.port.ts';

export type Output = { readonly out: (line: string) => void; readonly err: (line: string) => void };

export const USAGE = `Usage: npm run shop -- <command>

  orders list [--status <status>] [--limit <n>]   the most recent orders (default 50)
  orders advance <public_id> <status>             move an order through production and delivery
  orders ship <public_id> <carrier> --tracking <number>
                                                  hand the parcel to a carrier: shipped, on its route, customer mailed
  orders cancel <public_id>                       cancel an order (raises a refund request when owed)
  orders refund <public_id>                       send a paid online payment back (cancels the order if needed)
${PRINT_FILES_USAGE}
  shipments advance <public_id> <state> [--note <text>]
                                                  record the carrier's next tracking state
  payments confirm <public_id>                    mark a bank transfer or Multibanco payment as received
  payments mismatches [--limit <n>]               notifications refused for naming another order, amount or currency
${REVIEWS_USAGE}
${JOBS_USAGE}

A status is a code or a name: ${Object.entries(ORDER_STATUS)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ')}.
A tracking state is one of ${TRACKING_STATES.join(', ')}.

It uses the server's DATABASE_URL or DATA_DIR. While a shop runs on the embedded database (no DATABASE_URL), the
command goes to that shop through its operator endpoint on 127.0.0.1 (the token it wrote into DATA_DIR). Every change
is recorded in the back office's audit trail as cli:<your user name>.`;

const COMMERCIAL_NAMES = new Map(Object.entries(COMMERCIAL_STATUS).map(([name, code]) => [code as number, name]));

export const describeStatus = (status: OrderStatus) => `${status} ${orderStatusName(status)}`;

export const parseOrderStatus = (text: string): OrderStatus | undefined => {
  const byCode = /^\d{1,3}$/.test(text) ? Number(text) : NaN;
  if (isOrderStatus(byCode)) return byCode;
  const byName = (ORDER_STATUS as Readonly<Record<string, number>>)[text.toUpperCase()];
  return byName !== undefined && isOrderStatus(byName) ? byName : undefined;
};

/** `--name value` options after the positional arguments; an option without its value is a usage error. */
export const parseArgs = (
  args: readonly string[],
): { readonly positional: readonly string[]; readonly options: ReadonlyMap<string, string> } | undefined => {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) return undefined;
    options.set(arg.slice(2), value);
    i += 1;
  }
  return { positional, options };
};

const pad = (rows: readonly (readonly string[])[]): string[] => {
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
};

export const formatMismatches = (mismatches: readonly MismatchedNotification[]): string[] => {
  if (mismatches.length === 0) return ['No mismatched payment notifications.'];
  return pad([
    ['RECEIVED', 'ORDER', 'PAYMENT', 'EVENT', 'OUTCOME'],
    ...mismatches.map((one) => [
      new Date(one.receivedAt).toISOString().slice(0, 19).replace('T', ' '),
      one.orderPublicId,
      one.paymentId,
      one.eventId,
      one.outcome,
    ]),
  ]);
};

export const formatOrderList = (orders: readonly ListedOrder[]): string[] => {
  if (orders.length === 0) return ['No orders.'];
  const header = ['PUBLIC ID', 'STATUS', 'SALE', 'PAYMENT', 'TOTAL', 'SHIPMENT', 'PLACED'];
  return pad([
    header,
    ...orders.map((order) => [
      order.publicId,
      describeStatus(order.status),
      COMMERCIAL_NAMES.get(order.commercialStatus) ?? String(order.commercialStatus),
      `${order.paymentMethod} ${order.paymentStatus}`,
      `${toMajorUnits(order.total).toFixed(2)} ${order.total.currency}`,
      order.shipmentState ?? '-',
      new Date(order.createdAt).toISOString().slice(0, 16).replace('T', ' '),
    ]),
  ]);
};

export const formatOrderChange = ({ before, change }: OrderChanged): string[] => {
  const lines = [
    change.statusChanged
      ? `Order ${before.publicId}: ${describeStatus(before.state.status)} -> ${describeStatus(change.state.status)}`
      : `Order ${before.publicId}: status unchanged (${describeStatus(change.state.status)})`,
    `  payment ${before.paymentMethod}: ${before.state.payment.status}${
      change.state.payment.status === before.state.payment.status ? '' : ` -> ${change.state.payment.status}`
    }`,
  ];
  return [...lines, ...change.raisedActions.map((action) => `  raised ${action.type} (${action.publicId})`)];
};

export const isTrackingStateName = (text: string) => isTrackingState(text.toUpperCase());
