export * from './contact-type.ts';
export * from './topic-groups.ts';
export * from './help-center.ts';
export * from './localised-text.ts';
