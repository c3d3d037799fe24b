import type { NewOrder } from '../orders/order.ts';
import { personalisedLineOf } from '../personalisation/personalised-line.ts';
import type { NewPrintJob } from './print-job-records.port.ts';

/** Every personalised line of a new order needs its print files: one job each. */
export const printJobsOf = (order: NewOrder): readonly NewPrintJob[] =>
  order.lines
    .filter((line) => personalisedLineOf(line.customisation) !== null)
    .map((line) => ({ orderLineId: line.id, orderId: order.id }));
