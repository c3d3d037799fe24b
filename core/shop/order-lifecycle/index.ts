export * from './advance-order.use-case.ts';
export * from './advance-shipment.use-case.ts';
export * from './cancel-order.use-case.ts';
export * from './list-orders.use-case.ts';
export * from './order-change.ts';
export * from './order-ledger.port.ts';
export * from './refund-ledger.port.ts';
export * from './refund-order.use-case.ts';
