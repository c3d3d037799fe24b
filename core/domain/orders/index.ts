export * from './order-status.ts';
export * from './commercial-status.ts';
export * from './order-state.ts';
export * from './order-transitions.ts';
export * from './order-payment.ts';
export * from './user-required-action.ts';
export * from './order-refund.ts';
export * from './desk-actions.ts';
