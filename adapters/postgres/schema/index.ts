export * from './accounts.ts';
export * from './carts.ts';
export * from './catalogue.ts';
export * from './orders.ts';
export * from './platform.ts';
export * from './shipping.ts';
export * from './support.ts';
export * from './payments-sandbox.ts';
