export * from './design-desk.port.ts';
export * from './design-desk.use-cases.ts';
export * from './design-edit.ts';
export * from './order-desk.port.ts';
export * from './order-desk.use-cases.ts';
export * from './shop-back-office.ts';
export * from './site-config-desk.use-cases.ts';
