import { ok } from 'neverthrow';
import type { Guard } from './guard.ts';

/** The product constructor draws its own full-screen chrome, so it renders without a layout. */
export const setConstructorLayout: Guard = () => ok({ kind: 'render', layout: 'blank' });

/** The constructor needs server rendering even on client navigation (spec 2). */
export const forceSsr: Guard = () => ok({ kind: 'render', forceSsr: true });
