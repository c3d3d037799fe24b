import { catalogueModule } from './catalogue.module.ts';
import type { ServerModule } from './server-module.ts';

/** Every context of the shop service, in the order their routes are registered. */
export const SERVER_MODULES: readonly ServerModule[] = [catalogueModule];
