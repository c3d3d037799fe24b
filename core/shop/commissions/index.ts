export * from './attribute-order.use-case.ts';
export * from './commission-book.port.ts';
export * from './commission-ledger.port.ts';
export * from './commissions-csv.ts';
export * from './commissions.use-cases.ts';
export * from './shop-commissions.ts';
