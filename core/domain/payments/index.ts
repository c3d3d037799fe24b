export * from './payment-kind.ts';
export * from './payment-method.ts';
export * from './payment-status.ts';
export * from './iban.ts';
export * from './refund-data.ts';
export * from './payment-next.ts';
