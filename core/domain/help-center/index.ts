export * from './contact-type.ts';
export * from './topic-groups.ts';
