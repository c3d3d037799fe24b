import type { ServerConfig } from './config.ts';

/** SHOP_ROLE: `web` serves pages and APIs, `worker` runs the background work, `all` (the default) does both. */
export type ShopRole = 'all' | 'web' | 'worker';

export const SHOP_ROLES: readonly ShopRole[] = ['all', 'web', 'worker'];

/**
 * Whether this process runs the background work (the job queue, print files, payment notifications): the
 * one question every module with a loop asks, so a `web` instance never competes with the worker.
 */
export const runsBackgroundWork = (config: Pick<ServerConfig, 'role'>): boolean => config.role !== 'web';

/** Whether this process serves the shop; a `worker` answers its health endpoint only. */
export const servesShop = (config: Pick<ServerConfig, 'role'>): boolean => config.role !== 'worker';
