export * from './help-center-repository.port.ts';
export * from './help-center.use-cases.ts';
export * from './help-topic-key.ts';
export * from './shop-help-center.ts';
