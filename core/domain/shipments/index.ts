export * from './shipment-mode.ts';
export * from './carrier.ts';
export * from './carrier-coverage.ts';
export * from './tracking-state.ts';
export * from './tracking-route.ts';
export * from './tracking-machine.ts';
export * from './tracking-timeline.ts';
export * from './delivery-estimate.ts';
