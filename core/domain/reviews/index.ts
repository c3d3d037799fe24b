export * from './review.ts';
