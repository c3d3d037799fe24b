export * from './collection.ts';
export * from './list-mode.ts';
export * from './sort.ts';
export * from './design.ts';
