import type { ServerConfig } from '../config.ts';

/** Where e-mail links point: the configured origin (PUBLIC_URL, or HOST and PORT in development). */
export const siteUrlOf = (config: ServerConfig): string => config.publicUrl;
