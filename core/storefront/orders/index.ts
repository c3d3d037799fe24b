export * from './order-gateway.port.ts';
export * from './order-pages.use-cases.ts';
export * from './shown-order.ts';
